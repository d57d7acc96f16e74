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

const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/sign-in/email. The bearer token comes in the `set-auth-token`
     * header (the bearer plugin) and in the body; the header wins when both are there.
     */
    signInWithEmail: build.mutation<{ token: string; user: AuthUser }, SignInInput>({
      query: (body) => ({ url: '/auth/sign-in/email', method: 'POST', body }),
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

export const { useSignInWithEmailMutation } = signInApi;
