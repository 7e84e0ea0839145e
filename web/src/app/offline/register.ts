import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { UpdatePrompt } from './update-prompt';

/**
 * Registers the service worker (src/sw.ts) once the page has loaded, in production builds only
 * (main.tsx). A new version installs in the background and waits: the page offers a reload, and
 * only when the user accepts does the new version take over and the page reload, so nothing
 * half-typed is lost to an update.
 */
export function registerServiceWorker() {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let container: HTMLDivElement | null = null;

  workbox.addEventListener('waiting', () => {
    if (container) return;
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const close = () => {
      root.unmount();
      container?.remove();
      container = null;
    };
    // Its own root, outside the app's providers: it brings the catalogues' provider with it.
    root.render(
      createElement(
        I18nProvider,
        { i18n },
        createElement(UpdatePrompt, {
          onReload: () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          },
          onLater: close,
        }),
      ),
    );
  });

  // The first version to install: from now on the pages read are kept (decision 0034). Later
  // versions replace one that already did, and say nothing.
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) {
      showToast(
        t`Offline reading is ready: stories and events you open from now on can be read without a connection.`,
        'info',
      );
    }
  });

  workbox.register().catch(() => {
    // No service worker (a private window, or one the browser refuses): the portal works without.
  });
}
