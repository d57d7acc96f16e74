import {
  orderDetailSchema,
  type CreateOrderFromPinsInput,
  type OrderDetail,
} from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const createOrderFromPinsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/orders/from-booking: an order for the meeting's customer from its pins. */
    createOrderFromPins: build.mutation<OrderDetail, Partial<CreateOrderFromPinsInput>>({
      query: (body) => ({ url: '/v1/vendor/orders/from-booking', method: 'POST', body }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useCreateOrderFromPinsMutation } = createOrderFromPinsApi;
