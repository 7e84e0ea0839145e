import { type AnyEndpoint, endpoints, pathOf } from '@alumni/contract';

/**
 * What the service worker keeps between visits (src/sw.ts, decision 0034), shared with the page,
 * which empties them when a session ends. Only public answers: the page as the server wrote it
 * (configuration, language, title; no one's data), the public story and event answers, the
 * institution's pictures. Nothing sent with an Authorization header is kept.
 */
export const PAGE_CACHE = 'portal-pages';
export const PUBLIC_API_CACHE = 'portal-public-api';
export const IMAGE_CACHE = 'portal-images';
export const POST_PICTURE_CACHE = 'portal-post-pictures';
export const KEPT_CACHES = [PAGE_CACHE, PUBLIC_API_CACHE, IMAGE_CACHE, POST_PICTURE_CACHE] as const;

/** The one page kept: the last one the server sent, which opens any path offline (the app routes itself). */
export const SHELL_KEY = '/__offline-shell';

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths of an endpoint's URLs (each `:parameter` one path segment), other than the paths of `except`. */
function pathPattern(endpoint: AnyEndpoint, except: readonly AnyEndpoint[] = []): RegExp {
  const path = escaped(pathOf(endpoint)).replace(/:[A-Za-z]+/g, '[^/]+');
  const others = except.map((other) => `${escaped(pathOf(other))}$`).join('|');
  return new RegExp(`^${others === '' ? '' : `(?!${others})`}${path}$`);
}

/**
 * The public API answers kept for reading offline: the configuration, the stories and events
 * lists and each story and event. Not a member's own lists (userStory, userEvent), nor an event's
 * registration, attendees or calendar file.
 */
const PUBLIC_READS = [
  // Pure: the page, which imports this file for forgetKeptAnswers alone, leaves it out.
  /* @__PURE__ */ pathPattern(endpoints.institution.config),
  /^\/api\/v1\/user\/story\/showAllStory$/,
  /^\/api\/v1\/user\/story\/(?!userStory$|createStory$)[^/]+$/,
  /* @__PURE__ */ pathPattern(endpoints.events.list),
  /* @__PURE__ */ pathPattern(endpoints.events.past),
  /* @__PURE__ */ pathPattern(endpoints.events.one, [endpoints.events.mine, endpoints.events.create]),
];

export function isPublicRead(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'GET' || headers.has('authorization')) return false;
  return PUBLIC_READS.some((pattern) => pattern.test(pathname));
}

/**
 * A post's picture (a story's or an event's cover, or a picture in its text; decision 0052) at the
 * card or page width: kept once seen, so the offline reader shows the pictures of what was read.
 * Each upload has a key of its own, so a kept copy is never stale. Profile pictures (other widths)
 * are not kept.
 */
export function isPostPicture(pathname: string): boolean {
  return /^\/uploads\/[0-9a-f]{32}-(640|1280)\.webp$/.test(pathname);
}

/** Signing out (or any end of a session) forgets what was kept. */
export async function forgetKeptAnswers(): Promise<void> {
  if (!('caches' in globalThis)) return;
  await Promise.all(KEPT_CACHES.map((name) => caches.delete(name)));
}
