import { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const enabledSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enabledSchema>;

const enableApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * better-auth's POST /api/auth/two-factor/enable: the password again, then the
     * authenticator's otpauth:// URI and backup codes. Not on until a code is verified.
     */
    enableTwoFactor: build.mutation<TwoFactorSetup, { password: string }>({
      query: (body) => ({ url: '/auth/two-factor/enable', method: 'POST', body }),
      ...checkedResponse(enabledSchema),
    }),
  }),
});

export const { useEnableTwoFactorMutation } = enableApi;
