import { trackingSchema } from '@vitrine/contracts/orders';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

export type Tracking = z.infer<typeof trackingSchema>;

const trackShipmentApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/orders/{id}/shipments/{shipmentId}/track: asks the carrier for new events. */
    trackShipment: build.query<Tracking, { orderId: string; shipmentId: string }>({
      query: ({ orderId, shipmentId }) =>
        `/v1/user/orders/${orderId}/shipments/${shipmentId}/track`,
      ...checkedResponse(trackingSchema),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useTrackShipmentQuery } = trackShipmentApi;
