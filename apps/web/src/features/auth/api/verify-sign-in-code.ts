import { signInResultSchema, type AuthUser, type SignInResult } from '@vitrine/contracts/auth';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { schemaFailure } from '../../../lib/checked-response.ts';

export const signInCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the six digits the app shows'),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

const verifyCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/two-factor/verify-totp after a sign-in that answered
     * `twoFactorRedirect`: the cookie that answer set identifies the sign-in (same-origin), the
     * code proves the second factor, and the session's token comes as at any sign-in.
     */
    verifySignInCode: build.mutation<{ token: string; user: AuthUser }, SignInCode>({
      query: (body) => ({
        url: '/auth/two-factor/verify-totp',
        method: 'POST',
        body,
        credentials: 'same-origin',
      }),
      rawResponseSchema: signInResultSchema,
      catchSchemaFailure: schemaFailure,
      transformResponse: (result: SignInResult, meta) => {
        const { id, name, email } = result.user;
        const token = meta?.response?.headers.get('set-auth-token') ?? result.token;
        return { token, user: { id, name, email } };
      },
    }),
  }),
});

export const { useVerifySignInCodeMutation } = verifyCodeApi;
