import { emailSchema, signInResultSchema, type AuthUser } from '@vitrine/contracts/auth';
import { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';

/** The sign-in form; the password is only checked for presence (its rules apply at sign-up). */
export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/**
 * better-auth's POST /api/auth/sign-in/email. The bearer token comes in the `set-auth-token`
 * header (the bearer plugin) and in the body; the header wins when both are there.
 */
export async function signInWithEmail(
  input: SignInInput,
): Promise<{ token: string; user: AuthUser }> {
  const { data, headers } = await requestJson<unknown>('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  const result = signInResultSchema.parse(data);
  const { id, name, email } = result.user;
  return { token: headers.get('set-auth-token') ?? result.token, user: { id, name, email } };
}
