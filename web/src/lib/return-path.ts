/**
 * Where to go after signing in, from the sign-in page's `returnTo`: only a path of the portal
 * (one leading slash, no scheme or host), so a link cannot send a member off the site.
 */
export function returnPathFrom(search: string): string | null {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The sign-in page, asked to come back to `path` afterwards. */
export function signInReturningTo(signInPath: string, path: string): string {
  return `${signInPath}?${new URLSearchParams({ returnTo: path })}`;
}
