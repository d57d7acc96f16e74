import { vendorBookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const getShopBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/bookings/{id}: one booking of a shop the user runs (any other answers 404). */
    getShopBooking: build.query({
      query: (id: string) => `/v1/vendor/bookings/${encodeURIComponent(id)}`,
      ...checkedResponse(vendorBookingSchema),
      providesTags: (_result, _error, id) => [{ type: 'ShopBooking', id }, 'ShopBooking'],
    }),
  }),
});

export const { useGetShopBookingQuery } = getShopBookingApi;
