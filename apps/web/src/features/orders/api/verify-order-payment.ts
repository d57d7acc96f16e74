import { orderDetailSchema, type OrderDetail } from '@vitrine/contracts/orders';
import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const verifyOrderPaymentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/orders/{id}/pay/verify with the checkout's three fields; safe to repeat. */
    verifyOrderPayment: build.mutation<
      OrderDetail,
      { id: string; fields: VerifyCreditPaymentInput }
    >({
      query: ({ id, fields }) => ({
        url: `/v1/user/orders/${id}/pay/verify`,
        method: 'POST',
        body: fields,
      }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useVerifyOrderPaymentMutation } = verifyOrderPaymentApi;
