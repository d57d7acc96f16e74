import {
  emailSchema,
  signInResultSchema,
  type AuthUser,
  type SignInResult,
} from '@vitrine/contracts/auth';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { schemaFailure } from '../../../lib/checked-response.ts';

/** The sign-in form; the password is only checked for presence (its rules apply at sign-up). */
export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** better-auth's answer for an account with two-factor on: the code comes next. */
const twoFactorRedirectSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** A session, or (two-factor on) the request for a code from the authenticator app. */
export type SignInOutcome = { token: string; user: AuthUser } | { twoFactorRedirect: true };

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/sign-in/email. The bearer token comes in the `set-auth-token`
     * header (the bearer plugin) and in the body; the header wins when both are there.
     */
    signInWithEmail: build.mutation<SignInOutcome, SignInInput>({
      // same-origin: an account with two-factor gets no token, only a short-lived cookie that
      // the code step (verify-sign-in-code.ts) sends back.
      query: (body) => ({
        url: '/auth/sign-in/email',
        method: 'POST',
        body,
        credentials: 'same-origin',
      }),
      rawResponseSchema: signInResultSchema.or(twoFactorRedirectSchema),
      catchSchemaFailure: schemaFailure,
      transformResponse: (result: SignInResult | { twoFactorRedirect: true }, meta) => {
        if ('twoFactorRedirect' in result) return { twoFactorRedirect: true };
        const { id, name, email } = result.user;
        const token = meta?.response?.headers.get('set-auth-token') ?? result.token;
        return { token, user: { id, name, email } };
      },
    }),
  }),
});

export const { useSignInWithEmailMutation } = signInApi;
