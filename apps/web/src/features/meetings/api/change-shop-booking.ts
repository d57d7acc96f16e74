import { vendorBookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

/** The shop's two state changes on a booking: cancel (full refund) and no-show (after the end). */
export type ShopBookingChange = 'cancel' | 'no-show';

const changeShopBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/bookings/{id}/cancel or /no-show; 409 when the change is not allowed now. */
    changeShopBooking: build.mutation({
      query: ({ id, change }: { id: string; change: ShopBookingChange }) => ({
        url: `/v1/vendor/bookings/${encodeURIComponent(id)}/${change}`,
        method: 'POST',
      }),
      ...checkedResponse(vendorBookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useChangeShopBookingMutation } = changeShopBookingApi;
