import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { loginRedirectFor } from './require-customer.ts';

/**
 * Loader for pages of any signed-in account (the shop console, which then checks the vendor
 * role itself so a customer learns how to open a shop): signed out → /auth/login?redirect=….
 */
export const requireSignedIn =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    if (getState().auth.status === 'signedIn') return null;
    throw redirect(loginRedirectFor(new URL(request.url)));
  };
