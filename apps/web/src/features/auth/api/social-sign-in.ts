import { registerSsoResultSchema, type AuthUser } from '@vitrine/contracts/auth';
import { ApiError } from '../../../lib/api-error.ts';
import { requestJson } from '../../../lib/http.ts';

export type SocialProvider = 'google' | 'facebook';

/** Query parameter on the return address that tells the login screen to finish a social sign-in. */
export const SOCIAL_RETURN_PARAM = 'social';

/**
 * better-auth's POST /api/auth/sign-in/social: answers with the provider's consent URL. The
 * browser goes there and comes back to /auth/login?social=<provider>&redirect=<page>.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  redirectTo: string,
): Promise<string> {
  const back = new URL('/auth/login', window.location.origin);
  back.searchParams.set(SOCIAL_RETURN_PARAM, provider);
  back.searchParams.set('redirect', redirectTo);
  const failed = new URL('/auth/login', window.location.origin);
  failed.searchParams.set('socialError', provider);
  const { data } = await requestJson<{ url?: unknown }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL: back.toString(), errorCallbackURL: failed.toString() },
    withCookies: true,
  });
  if (typeof data.url !== 'string') {
    throw new ApiError('INTERNAL', 'The sign-in provider did not answer with an address.', 200);
  }
  return data.url;
}

type SessionAnswer = { session?: { token?: unknown } } | null;

/**
 * Back from the provider, better-auth has set its session cookie. This trades the cookie for
 * the bearer token (get-session answers `set-auth-token`, or the session's token), then
 * POST /api/v1/user/register-sso makes sure the customer record exists.
 */
export async function completeSocialSignIn(): Promise<{ token: string; user: AuthUser }> {
  const { data, headers } = await requestJson<SessionAnswer>('/api/auth/get-session', {
    withCookies: true,
  });
  const bodyToken = data?.session?.token;
  const token = headers.get('set-auth-token') ?? (typeof bodyToken === 'string' ? bodyToken : null);
  if (!token) throw new ApiError('UNAUTHENTICATED', 'The social sign-in did not complete.', 401);
  const registered = await requestJson<unknown>('/api/v1/user/register-sso', {
    method: 'POST',
    token,
    body: {},
  });
  const { user } = registerSsoResultSchema.parse(registered.data);
  return { token, user };
}
