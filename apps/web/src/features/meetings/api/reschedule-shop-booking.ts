import { vendorBookingSchema, type RescheduleInput } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

const rescheduleShopBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /vendor/bookings/{id}/reschedule: the shop moves a meeting to another of its free
     * slots before the start; the customer is told (409 when the slot was just taken).
     */
    rescheduleShopBooking: build.mutation({
      query: ({ id, startsAt }: { id: string } & RescheduleInput) => ({
        url: `/v1/vendor/bookings/${encodeURIComponent(id)}/reschedule`,
        method: 'POST',
        body: { startsAt },
      }),
      ...checkedResponse(vendorBookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useRescheduleShopBookingMutation } = rescheduleShopBookingApi;
