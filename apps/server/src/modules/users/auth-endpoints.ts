/**
 * The better-auth endpoints Vitrine serves under /api/auth, each with why. Every other path
 * there answers 404, so an endpoint a better-auth upgrade adds stays closed until it is listed
 * here (access-matrix.test.ts calls every endpoint better-auth has against this list).
 */
export type PassedThroughAuthEndpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path below /api/auth, parameters as `:name`. */
  path: string;
  /** `public`: anyone may call it; `signed-in`: only with a live session (401 otherwise). */
  access: 'public' | 'signed-in';
  /** What the product needs it for. */
  why: string;
};

export const PASSED_THROUGH_AUTH_ENDPOINTS: readonly PassedThroughAuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-in/email',
    access: 'public',
    why: 'password sign-in (the answer carries the new session’s token)',
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    access: 'public',
    why: 'starts a Google or Facebook sign-in (answers the provider’s address)',
  },
  {
    method: 'GET',
    path: '/callback/:id',
    access: 'public',
    why: 'the provider sends the browser back here; it sets the session cookie',
  },
  {
    method: 'GET',
    path: '/error',
    access: 'public',
    why: 'where a failed social sign-in lands when its own error address is unknown',
  },
  {
    method: 'GET',
    path: '/get-session',
    access: 'public',
    why: 'this session and its user (null without one): the cookie becomes a bearer token after a social sign-in',
  },
  {
    method: 'POST',
    path: '/sign-out',
    access: 'public',
    why: 'ends this session',
  },
  {
    method: 'POST',
    path: '/change-password',
    access: 'signed-in',
    why: 'a new password with the current one; the other sessions end unless revokeOtherSessions is false',
  },
  {
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    why: 'a new password with the mailed reset token; every session of the account ends',
  },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    access: 'signed-in',
    why: '"Sign out the others" on the profile’s session list',
  },
  {
    method: 'POST',
    path: '/two-factor/enable',
    access: 'signed-in',
    why: 'two-factor set-up: the authenticator key and backup codes, after the password',
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    access: 'public',
    why: 'an authenticator code: finishes a sign-in, the set-up, or confirms this session',
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    access: 'public',
    why: 'a backup code instead of an authenticator code',
  },
  {
    method: 'POST',
    path: '/two-factor/disable',
    access: 'signed-in',
    why: 'switches two-factor off, after the password',
  },
];
