import { creditReceiptSchema } from '@vitrine/contracts/payments';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const getCreditReceiptApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/pay/credits/success?orderId=: one of the caller's orders with its status
     * (created, paid or failed), amount in words and the balance now.
     */
    getCreditReceipt: build.query({
      query: (orderId: string) => ({ url: '/v1/pay/credits/success', params: { orderId } }),
      ...checkedResponse(creditReceiptSchema),
      providesTags: (_result, _error, orderId) => [{ type: 'CreditReceipt', id: orderId }],
    }),
  }),
});

export const { useGetCreditReceiptQuery } = getCreditReceiptApi;
