import { passwordSchema, resetTokenCheckResultSchema } from '@vitrine/contracts/auth';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** The reset form: the new password twice (the second only guards against a typo). */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

type ResetTokenCheck = z.infer<typeof resetTokenCheckResultSchema>;

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** better-auth's POST /api/auth/reset-password with the token from the mailed link. */
    resetPassword: build.mutation<null, { newPassword: string; token: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: () => null,
    }),
    /**
     * POST /api/v1/user/reset-password/check: whether the link can still be used, asked when the
     * page opens so a used or expired link is explained before anything is typed.
     */
    checkResetToken: build.query<ResetTokenCheck, string>({
      query: (token) => ({ url: '/v1/user/reset-password/check', method: 'POST', body: { token } }),
      ...checkedResponse(resetTokenCheckResultSchema),
      // A token is checked once per visit to the page; never reuse an older answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useResetPasswordMutation, useCheckResetTokenQuery } = resetPasswordApi;
