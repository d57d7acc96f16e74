import { bookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const getBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/bookings/{id}: one of the customer's bookings (another's answers 404). */
    getBooking: build.query({
      query: (id: string) => `/v1/user/bookings/${encodeURIComponent(id)}`,
      ...checkedResponse(bookingSchema),
      providesTags: (_result, _error, id) => [{ type: 'Meeting', id }, 'Meeting'],
    }),
  }),
});

export const { useGetBookingQuery } = getBookingApi;
