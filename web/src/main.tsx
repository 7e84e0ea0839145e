import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { afterFirstPage } from './lib/after-first-page';
import { activateLanguage, pageLanguage } from './lib/i18n';
import { seedInlineInstitution } from './lib/institution';
import { createQueryClient } from './lib/query-client';
import { applyThemeFromCookie } from './lib/theme';
import './index.css';

// zod, which the pages with forms load, otherwise probes whether it may compile code with
// new Function; this site's Content-Security-Policy forbids that, so the browser reports a
// violation on every such page. Set before zod loads: it reads its settings from this global.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

applyThemeFromCookie();
const queryClient = createQueryClient();
seedInlineInstitution(queryClient);

// The service worker (offline reading, decision 0034): production builds only, once the first
// page has settled (its data loaded, the browser idle), so its install, which downloads every file
// of the app, never competes with the first visit's own downloads; its code is not in them.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstPage(queryClient, () => {
    void import('./app/offline/register').then((module) => module.registerServiceWorker());
  });
}

function render() {
  const root = createRoot(rootElement as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
}

// The language the server wrote into <html lang> (no flash of English): its catalogues first.
// Should they fail to download (offline, nothing kept), the page renders without them rather than not at all.
activateLanguage(pageLanguage()).then(render, render);
