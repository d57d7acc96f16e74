/**
 * The in-app path a `redirect` query parameter may send someone to after sign-in. Only paths
 * on this site count (no `//host` or `/\host` tricks), and never back into /auth.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?'))
    return fallback;
  return value;
}
