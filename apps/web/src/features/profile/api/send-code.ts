import { codeSentSchema, type CodeSent } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { profileApi } from './profile-api.ts';

export type SendCodeArgs =
  { channel: 'email'; email: string } | { channel: 'mobile'; mobile: string };

const sendCodeApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /verification/send-email-otp or send-mobile-otp: a 6-digit code, 60 s apart. */
    sendCode: build.mutation<CodeSent, SendCodeArgs>({
      query: ({ channel, ...body }) => ({
        url: `/v1/verification/send-${channel}-otp`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(codeSentSchema),
    }),
  }),
});

export const { useSendCodeMutation } = sendCodeApi;
