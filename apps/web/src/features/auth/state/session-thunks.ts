import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthUser } from '@vitrine/contracts/auth';
import { ApiError } from '../../../lib/api-error.ts';
import { sessionExpired } from '../../../lib/session-events.ts';
import { readStoredToken } from '../../../lib/token-storage.ts';
import { getSessionProfile } from '../api/get-session-profile.ts';
import { getUserRoles } from '../api/get-user-roles.ts';
import { signOutOnServer } from '../api/sign-out.ts';
import { profileLoaded, roleLoaded, signedIn, signedOut, type AuthState } from './auth-slice.ts';

type AuthThunkConfig = { state: { auth: AuthState } };

const rejectedToken = (error: unknown) =>
  error instanceof Error &&
  error.cause instanceof ApiError &&
  error.cause.code === 'UNAUTHENTICATED';

/**
 * Fetches the role of the current session. A failure throws 'Failed to login', which
 * is swallowed here, so no role is set; only a 401 (the token is dead) also ends the session.
 */
export const refreshRole = createAsyncThunk<void, void, AuthThunkConfig>(
  'auth/refreshRole',
  async (_, { getState, dispatch }) => {
    const token = getState().auth.token;
    if (!token) return;
    try {
      const roles = await getUserRoles(token);
      if (getState().auth.token === token) dispatch(roleLoaded(roles));
    } catch (error) {
      if (rejectedToken(error) && getState().auth.token === token) dispatch(sessionExpired());
    }
  },
);

/** Name and email for the header after a reload; purely cosmetic, so failures are ignored. */
const refreshProfile = createAsyncThunk<void, void, AuthThunkConfig>(
  'auth/refreshProfile',
  async (_, { getState, dispatch }) => {
    const { token, profile } = getState().auth;
    if (!token || profile) return;
    const found = await getSessionProfile(token).catch(() => null);
    if (found && getState().auth.token === token) dispatch(profileLoaded(found));
  },
);

/**
 * After any sign-in (email, sign-up, social): keep the token, then fetch the role (GET /userRoles).
 */
export const startSession = createAsyncThunk<
  void,
  { token: string; user?: AuthUser },
  AuthThunkConfig
>('auth/startSession', async (session, { dispatch }) => {
  dispatch(signedIn(session));
  await dispatch(refreshRole());
  if (!session.user) void dispatch(refreshProfile());
});

/**
 * At start-up: validates the stored token with /userRoles before any route renders. No token
 * or a refused one means signed out; any other failure keeps the session without a role.
 */
export const restoreSession = createAsyncThunk<void, void, AuthThunkConfig>(
  'auth/restoreSession',
  async (_, { getState, dispatch }) => {
    const token = readStoredToken();
    if (!token) {
      // Already signed out (a visitor's store starts so, see authStateAtStart): nothing changes,
      // so nothing re-renders.
      if (getState().auth.status !== 'signedOut') dispatch(signedOut());
      return;
    }
    try {
      const roles = await getUserRoles(token);
      dispatch(signedIn({ token }));
      dispatch(roleLoaded(roles));
      void dispatch(refreshProfile());
    } catch (error) {
      if (rejectedToken(error)) {
        dispatch(signedOut());
        return;
      }
      // Swallowed like every role failure (logged, never shown): signed in, no role.
      dispatch(signedIn({ token }));
    }
  },
);

/**
 * Signs out here at once (the store then drops the cached server data), then tells the
 * server; a failed server call changes nothing here.
 */
export const signOut = createAsyncThunk<void, void, AuthThunkConfig>(
  'auth/signOut',
  async (_, { getState, dispatch }) => {
    const token = getState().auth.token;
    dispatch(signedOut());
    if (token) await signOutOnServer(token).catch(() => undefined);
  },
);
