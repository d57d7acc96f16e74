import { orderDetailSchema, type OrderDetail } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const updateOrderAddressApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/orders/{id}/address/update: one of my addresses, copied onto the order (before shipping). */
    updateOrderAddress: build.mutation<OrderDetail, { id: string; addressId: string }>({
      query: ({ id, addressId }) => ({
        url: `/v1/user/orders/${id}/address/update`,
        method: 'POST',
        body: { addressId },
      }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useUpdateOrderAddressMutation } = updateOrderAddressApi;
