import { bookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

const rescheduleBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/bookings/{id}/reschedule: another free slot, no second charge (409 if taken). */
    rescheduleBooking: build.mutation({
      query: ({ id, startsAt }: { id: string; startsAt: string }) => ({
        url: `/v1/user/bookings/${encodeURIComponent(id)}/reschedule`,
        method: 'POST',
        body: { startsAt },
      }),
      ...checkedResponse(bookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useRescheduleBookingMutation } = rescheduleBookingApi;
