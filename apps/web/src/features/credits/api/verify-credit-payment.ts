import {
  verifyCreditPaymentResultSchema,
  type VerifyCreditPaymentInput,
} from '@vitrine/contracts/payments';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const verifyCreditPaymentApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/pay/credits/verify with the three fields the checkout handed back. Safe to
     * repeat (credits are granted once); a signature that does not match is PAYMENT_FAILED.
     */
    verifyCreditPayment: build.mutation({
      query: (body: VerifyCreditPaymentInput) => ({
        url: '/v1/pay/credits/verify',
        method: 'POST',
        body,
      }),
      ...checkedResponse(verifyCreditPaymentResultSchema),
      invalidatesTags: (_result, _error, input) => [
        'Credits',
        { type: 'CreditReceipt', id: input.razorpay_order_id },
      ],
    }),
  }),
});

export const { useVerifyCreditPaymentMutation } = verifyCreditPaymentApi;
