/**
 * The id of the JSON data block in which the server writes the institution configuration into
 * every page it sends (server/src/http/web-app.ts) and from which the web app reads it before its
 * first render. A module without zod: the web app's first load imports it.
 */
export const INLINE_CONFIG_ELEMENT_ID = 'portal-config';
