import type { ForgotPasswordInput } from '@vitrine/contracts/auth';
import { api } from '../../../lib/api.ts';

const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v1/user/forgot-password: always 202, whether or not the account exists. */
    requestPasswordReset: build.mutation<null, ForgotPasswordInput>({
      query: (body) => ({ url: '/v1/user/forgot-password', method: 'POST', body }),
      transformResponse: () => null,
    }),
  }),
});

export const { useRequestPasswordResetMutation } = forgotPasswordApi;
