import { registerSsoResultSchema, type AuthUser } from '@vitrine/contracts/auth';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../../lib/api.ts';

export type SocialProvider = 'google' | 'facebook';

/** Query parameter on the return address that tells the login screen to finish a social sign-in. */
export const SOCIAL_RETURN_PARAM = 'social';

const failed = (status: number, message: string, code = 'INTERNAL'): FetchBaseQueryError => ({
  status,
  data: { error: { code, message } },
});

type SessionAnswer = { session?: { token?: unknown } } | null;

const socialSignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/sign-in/social: answers with the provider's consent URL. The
     * browser goes there and comes back to /auth/login?social=<provider>&redirect=<page>.
     */
    startSocialSignIn: build.mutation<string, { provider: SocialProvider; redirectTo: string }>({
      async queryFn({ provider, redirectTo }, _api, _extra, baseQuery) {
        const back = new URL('/auth/login', window.location.origin);
        back.searchParams.set(SOCIAL_RETURN_PARAM, provider);
        back.searchParams.set('redirect', redirectTo);
        const failedUrl = new URL('/auth/login', window.location.origin);
        failedUrl.searchParams.set('socialError', provider);
        const answer = await baseQuery({
          url: '/auth/sign-in/social',
          method: 'POST',
          body: { provider, callbackURL: back.toString(), errorCallbackURL: failedUrl.toString() },
          credentials: 'same-origin',
        });
        if (answer.error) return { error: answer.error };
        const url = (answer.data as { url?: unknown } | null)?.url;
        if (typeof url !== 'string') {
          return { error: failed(200, 'The sign-in provider did not answer with an address.') };
        }
        return { data: url };
      },
    }),
    /**
     * Back from the provider, better-auth has set its session cookie. This trades the cookie for
     * the bearer token (get-session answers `set-auth-token`, or the session's token), then
     * POST /api/v1/user/register-sso makes sure the customer record exists.
     */
    completeSocialSignIn: build.mutation<{ token: string; user: AuthUser }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const session = await baseQuery({ url: '/auth/get-session', credentials: 'same-origin' });
        if (session.error) return { error: session.error };
        const bodyToken = (session.data as SessionAnswer)?.session?.token;
        const token =
          session.meta?.response?.headers.get('set-auth-token') ??
          (typeof bodyToken === 'string' ? bodyToken : null);
        if (!token) {
          return {
            error: failed(401, 'The social sign-in did not complete.', 'UNAUTHENTICATED'),
          };
        }
        const registered = await baseQuery({
          url: '/v1/user/register-sso',
          method: 'POST',
          body: {},
          headers: { authorization: `Bearer ${token}` },
        });
        if (registered.error) return { error: registered.error };
        const parsed = registerSsoResultSchema.safeParse(registered.data);
        if (!parsed.success) {
          return { error: failed(200, 'The server answered in an unexpected shape.') };
        }
        return { data: { token, user: parsed.data.user } };
      },
    }),
  }),
});

export const { useStartSocialSignInMutation, useCompleteSocialSignInMutation } = socialSignInApi;
