import { redirect, type LoaderFunctionArgs } from 'react-router';
import { selectIsCustomer, type AuthState } from '../features/auth/state/auth-slice.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { isCustomerOnlyPath } from './require-customer.ts';

/**
 * Loader for the sign-in, sign-up and forgot-password pages: a signed-in user has nothing to
 * do there, so they go on to the page they asked for (or home). Two cases stay: coming back
 * from Google or Facebook (`?social=`), which the page itself finishes, and an account without
 * the customer role sent here by a customer-only page, which needs another account to go on.
 */
export const redirectSignedIn =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    const state = getState();
    if (state.auth.status !== 'signedIn') return null;
    const params = new URL(request.url).searchParams;
    if (params.has('social')) return null;
    const target = safeRedirect(params.get('redirect'));
    const path = target.split(/[?#]/)[0] ?? '/';
    if (isCustomerOnlyPath(path) && !selectIsCustomer(state)) return null;
    throw redirect(target);
  };
