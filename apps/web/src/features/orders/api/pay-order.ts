import { checkoutOrderSchema, type CheckoutOrder } from '@vitrine/contracts/payments';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const payOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/orders/{id}/pay: the checkout fields (one provider order per order). */
    payOrder: build.mutation<CheckoutOrder, { id: string }>({
      query: ({ id }) => ({ url: `/v1/user/orders/${id}/pay`, method: 'POST' }),
      ...checkedResponse(checkoutOrderSchema),
    }),
  }),
});

export const { usePayOrderMutation } = payOrderApi;
