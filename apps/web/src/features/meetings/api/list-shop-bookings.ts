import { vendorBookingPageSchema, type BookingStatus } from '@vitrine/contracts/meetings';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

export type ShopBookingPage = z.infer<typeof vendorBookingPageSchema>;

export type ShopBookingArgs = {
  shopId: string;
  when: 'upcoming' | 'past' | 'all';
  status?: BookingStatus;
  from?: string;
  to?: string;
  page: number;
  limit: number;
};

const listShopBookingsApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/bookings: the shop's bookings, filtered, one page. */
    listShopBookings: build.query<ShopBookingPage, ShopBookingArgs>({
      query: (args) => ({
        url: '/v1/vendor/bookings',
        params: Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)),
      }),
      ...checkedResponse(vendorBookingPageSchema),
      providesTags: ['ShopBooking'],
    }),
  }),
});

export const { useListShopBookingsQuery } = listShopBookingsApi;
