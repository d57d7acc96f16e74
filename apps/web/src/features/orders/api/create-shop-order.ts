import {
  orderDetailSchema,
  type CreateOrderInput,
  type OrderDetail,
} from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const createShopOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/orders: an order for a customer (by email), awaiting payment. */
    createShopOrder: build.mutation<OrderDetail, CreateOrderInput>({
      query: (body) => ({ url: '/v1/vendor/orders', method: 'POST', body }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useCreateShopOrderMutation } = createShopOrderApi;
