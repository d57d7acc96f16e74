import { orderDetailSchema, type OrderDetail } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

export type CustomerOrderChange = 'cancelled' | 'delivered' | 'return_requested';

const updateOrderStatusApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/orders/{id}/update-status: cancel, confirm delivery or ask for a return (409 if illegal). */
    updateOrderStatus: build.mutation<
      OrderDetail,
      { id: string; status: CustomerOrderChange; note?: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/v1/user/orders/${id}/update-status`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useUpdateOrderStatusMutation } = updateOrderStatusApi;
