import { vendorBookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

/** The shop's two state changes on a booking: cancel (full refund) and no-show (after the end). */
export type ShopBookingChange = 'cancel' | 'no-show';

type ChangeArgs = {
  id: string;
  change: ShopBookingChange;
  /** A cancellation's reason, in the shop's words: the customer is told it. */
  reason?: string;
};

const changeShopBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/bookings/{id}/cancel or /no-show; 409 when the change is not allowed now. */
    changeShopBooking: build.mutation({
      query: ({ id, change, reason }: ChangeArgs) => ({
        url: `/v1/vendor/bookings/${encodeURIComponent(id)}/${change}`,
        method: 'POST',
        ...(change === 'cancel' && reason ? { body: { reason } } : {}),
      }),
      ...checkedResponse(vendorBookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useChangeShopBookingMutation } = changeShopBookingApi;
