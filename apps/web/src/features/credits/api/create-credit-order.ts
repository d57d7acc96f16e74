import { creditOrderSchema, type CreateCreditOrderInput } from '@vitrine/contracts/payments';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const createCreditOrderApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/pay/credits/create-order: a payment order for a plan, with what the
     * checkout needs (provider, key, amount, the sandbox's checkout URL).
     */
    createCreditOrder: build.mutation({
      query: (body: CreateCreditOrderInput) => ({
        url: '/v1/pay/credits/create-order',
        method: 'POST',
        body,
      }),
      ...checkedResponse(creditOrderSchema),
    }),
  }),
});

export const { useCreateCreditOrderMutation } = createCreditOrderApi;
