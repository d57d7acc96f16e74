import { staffApi } from './staff-api.ts';

const verifyApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/two-factor/verify-totp with the signed-in session: switches
     * two-factor on. The new session's token comes in `set-auth-token`, which the api slice
     * keeps (lib/api.ts); staff calls then go through.
     */
    verifyTwoFactor: build.mutation<void, { code: string }>({
      query: (body) => ({ url: '/auth/two-factor/verify-totp', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['StaffSelf'],
    }),
  }),
});

export const { useVerifyTwoFactorMutation } = verifyApi;
