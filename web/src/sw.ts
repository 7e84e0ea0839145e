/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  IMAGE_CACHE,
  isPostPicture,
  isPublicRead,
  PAGE_CACHE,
  POST_PICTURE_CACHE,
  PUBLIC_API_CACHE,
  SHELL_KEY,
} from './app/offline/kept-answers';

/**
 * The service worker (decision 0034), built by vite-plugin-pwa (injectManifest) and registered in
 * production builds only (src/app/offline/register.ts).
 *
 * - The app's scripts, styles and icons are precached: the shell opens offline.
 * - Pages: from the network; the last page the server sent is kept and opens any path offline,
 *   so the offline shell carries what the server wrote into it (configuration, language, title).
 * - Public reads (stories, events, the configuration) from the network, kept for offline reading;
 *   nothing personal: a request with an Authorization header passes by untouched.
 * - Posts' pictures, kept once seen, so what was read offline shows its pictures.
 * - A new version waits until the page asks it to take over (the user accepted the reload).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first version looks after the open page at once (there is nothing to replace); a later one
// only activates when the page asks it to (SKIP_WAITING), and the page then reloads.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
      await cache.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL_KEY);
    if (kept) return kept;
    throw error;
  }
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  ({ request }) => page(request),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && isPublicRead(request.method, url.pathname, request.headers),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    // On a weak signal, what was read before shows after a few seconds rather than never.
    networkTimeoutSeconds: 6,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// The institution's pictures: named by a hash of their content, so never stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 90 * 24 * 60 * 60 }),
    ],
  }),
);

// Posts' pictures, for the offline reader (kept-answers.ts, isPostPicture).
registerRoute(
  ({ url }) => url.origin === self.location.origin && isPostPicture(url.pathname),
  new CacheFirst({
    cacheName: POST_PICTURE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);
