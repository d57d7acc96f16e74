import { passwordSchema } from '@vitrine/contracts/auth';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { tokenRefreshed } from '../../../lib/session-events.ts';

/**
 * The confirm-password step re-authenticates with the password, so the current one
 * is required to set a new one.
 */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'is required'),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

type ChangePasswordResult = { token?: string | null };

const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** better-auth's POST /api/auth/change-password (bearer). */
    changePassword: build.mutation<ChangePasswordResult, ChangePasswordInput>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        // Signing out other devices replaces this session too; keep the new token.
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.token) dispatch(tokenRefreshed(data.token));
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
