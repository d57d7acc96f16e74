import { passwordSchema } from '@vitrine/contracts/auth';
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
