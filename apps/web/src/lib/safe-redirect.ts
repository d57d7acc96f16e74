import { isInAppPath } from '@vitrine/contracts/in-app-path';

/**
 * The in-app path a `redirect` query parameter may send someone to after sign-in. Only paths
 * on this site count (`isInAppPath`: no `//host`, `/\host` or `/<tab>/host` tricks), and never
 * back into /auth.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !isInAppPath(value)) return fallback;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?'))
    return fallback;
  return value;
}
