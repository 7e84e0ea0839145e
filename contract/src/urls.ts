// No zod here: the web app's first load needs this, and must not pull in the schema library with it.

/** An absolute http(s) URL with a host; javascript:, data: and relative addresses are not. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
