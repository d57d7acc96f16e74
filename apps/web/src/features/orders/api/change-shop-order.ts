import { orderDetailSchema, type CarrierOption, type OrderDetail } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

/** What a shop does to one of its orders, and its body. */
export type ShopOrderChange =
  | { action: 'pack' }
  | { action: 'deliver' }
  | { action: 'receive-return' }
  | { action: 'cancel'; note?: string }
  /** A courier that books the pickup (Shiprocket) takes no number: its AWB becomes the number. */
  | { action: 'ship'; carrier: CarrierOption['name']; trackingNumber?: string };

const changeShopOrderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/orders/{id}/{pack|ship|deliver|cancel|receive-return}: the new detail; 409 if illegal. */
    changeShopOrder: build.mutation<OrderDetail, { id: string; change: ShopOrderChange }>({
      query: ({ id, change: { action, ...body } }) => ({
        url: `/v1/vendor/orders/${id}/${action}`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(orderDetailSchema),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useChangeShopOrderMutation } = changeShopOrderApi;
