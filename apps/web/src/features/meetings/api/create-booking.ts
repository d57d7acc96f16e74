import { bookingSchema, type CreateBookingInput } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { BOOKING_CHANGED, meetingsApi } from './meetings-api.ts';

const createBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /user/booking: the server takes the slot and debits the credits in one go; 402
     * INSUFFICIENT_CREDITS when the balance is short, 409 when someone took the slot first.
     */
    createBooking: build.mutation({
      query: (body: CreateBookingInput) => ({ url: '/v1/user/booking', method: 'POST', body }),
      ...checkedResponse(bookingSchema),
      invalidatesTags: [...BOOKING_CHANGED],
    }),
  }),
});

export const { useCreateBookingMutation } = createBookingApi;
