import { orderDetailSchema, type OrderDetail } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { orderBase, ordersApi, type OrderSide } from './orders-api.ts';

const getOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/orders/{id} or /vendor/orders/{id}: items, totals, address, shipments, timeline. */
    getOrder: build.query<OrderDetail, { side: OrderSide; id: string }>({
      query: ({ side, id }) => `${orderBase[side]}/${id}`,
      ...checkedResponse(orderDetailSchema),
      providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
