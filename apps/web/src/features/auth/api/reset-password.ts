import { passwordSchema, resetTokenCheckResultSchema } from '@vitrine/contracts/auth';
import { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';

/** The reset form: the new password twice (the second only guards against a typo). */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** better-auth's POST /api/auth/reset-password with the token from the mailed link. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await requestJson('/api/auth/reset-password', { method: 'POST', body: input });
}

/**
 * POST /api/v1/user/reset-password/check: whether the link can still be used, asked when the
 * page opens so a used or expired link is explained before anything is typed.
 */
export async function isResetTokenValid(token: string): Promise<boolean> {
  const { data } = await requestJson<unknown>('/api/v1/user/reset-password/check', {
    method: 'POST',
    body: { token },
  });
  return resetTokenCheckResultSchema.parse(data).valid;
}
