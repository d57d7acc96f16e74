import { createAction } from '@reduxjs/toolkit';

/**
 * Session events raised outside the auth feature (by the API layer), so lib/ needs no feature
 * import: the auth slice reacts to them.
 */
/** An authenticated call came back 401: the token is no longer valid. */
export const sessionExpired = createAction('session/expired');
/** The server handed out a fresh token in `set-auth-token` (better-auth's bearer plugin). */
export const tokenRefreshed = createAction<string>('session/tokenRefreshed');
