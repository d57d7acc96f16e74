import { meetingRoomSummarySchema } from '@vitrine/contracts/meeting-room';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const getBookingPinsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/bookings/{id}/room: what the shop pinned during a meeting (and its chat). */
    getBookingPins: build.query({
      query: (bookingId: string) => `/v1/vendor/bookings/${encodeURIComponent(bookingId)}/room`,
      ...checkedResponse(meetingRoomSummarySchema),
    }),
  }),
});

export const { useGetBookingPinsQuery } = getBookingPinsApi;
