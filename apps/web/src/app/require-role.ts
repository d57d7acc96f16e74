import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { loginRedirectFor } from './require-customer.ts';

/**
 * Loader for pages any signed-in person may use, whatever their role (the shop application):
 * without a session, go to sign-in and come back.
 */
export const requireSignedIn =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    if (getState().auth.status === 'signedIn') return null;
    throw redirect(loginRedirectFor(new URL(request.url)));
  };

/**
 * Loader for admin pages: signed out → sign-in and back; signed in without the admin role → the
 * page is not found for them (the server answers 403 to its calls anyway).
 */
export const requireAdmin =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    const { auth } = getState();
    if (auth.status !== 'signedIn') throw redirect(loginRedirectFor(new URL(request.url)));
    if (auth.role?.admin === true) return null;
    throw data('Only administrators can open this page.', { status: 404 });
  };

/**
 * Loader for the staff console (/staff/**): signed out → sign-in and back; signed in without the
 * employee or admin role → the page is not found for them, as for any page they cannot use.
 */
export const requireStaff =
  (getState: () => { auth: AuthState }) =>
  ({ request }: LoaderFunctionArgs) => {
    const { auth } = getState();
    if (auth.status !== 'signedIn') throw redirect(loginRedirectFor(new URL(request.url)));
    if (auth.role?.admin === true || auth.role?.employee === true) return null;
    throw data('Only Vitrine staff can open the staff console.', { status: 404 });
  };
