import { bookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

const cancelBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/bookings/{id}/cancel: the server decides the refund (all or nothing). */
    cancelBooking: build.mutation({
      query: (id: string) => ({
        url: `/v1/user/bookings/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
      ...checkedResponse(bookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useCancelBookingMutation } = cancelBookingApi;
