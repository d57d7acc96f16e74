import { redirect, type LoaderFunctionArgs } from 'react-router';
import { selectIsCustomer, type AuthState } from '../features/auth/state/auth-slice.ts';

/** Where a guarded page sends someone who may not see it, remembering the page they asked for. */
export const loginRedirectFor = (url: { pathname: string; search: string }) =>
  `/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;

/**
 * Loader for customer-only routes (/user/…): without a signed-in user whose role has the
 * customer flag, go to /auth/login?redirect=<the asked path and query>.
 */
export const requireCustomer =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    if (selectIsCustomer(getState())) return null;
    throw redirect(loginRedirectFor(new URL(request.url)));
  };

/** Pages a signed-out person cannot stay on (used to leave them on sign-out). */
export const isCustomerOnlyPath = (pathname: string) =>
  pathname === '/user' ||
  pathname.startsWith('/user/') ||
  pathname === '/success' ||
  /^\/shop\/[^/]+\/book-meeting\/?$/.test(pathname);
