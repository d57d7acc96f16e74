import { orderPageSchema, type OrderPage } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const myOrdersApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/orders: my latest orders, for "what is it about?" in a new request. */
    listMyOrdersForSupport: build.query<OrderPage, void>({
      query: () => '/v1/user/orders?limit=50',
      ...checkedResponse(orderPageSchema),
    }),
  }),
});

export const { useListMyOrdersForSupportQuery } = myOrdersApi;
