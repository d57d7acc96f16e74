import { staffUserBookingPageSchema, staffUserOrderPageSchema } from '@vitrine/contracts/staff';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

export type UserActivityArgs = { userId: string; page: number; limit: number };
const path = (list: string, { userId, page, limit }: UserActivityArgs) =>
  `/v1/admin/users/${encodeURIComponent(userId)}/${list}?page=${page}&limit=${limit}`;

const activityApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/users/:id/bookings (credits area): latest start first. */
    getUserBookings: build.query<z.infer<typeof staffUserBookingPageSchema>, UserActivityArgs>({
      query: (args) => path('bookings', args),
      ...checkedResponse(staffUserBookingPageSchema),
      providesTags: ['StaffUser'],
    }),
    /** GET /admin/users/:id/orders (credits area): newest first. */
    getUserOrders: build.query<z.infer<typeof staffUserOrderPageSchema>, UserActivityArgs>({
      query: (args) => path('orders', args),
      ...checkedResponse(staffUserOrderPageSchema),
      providesTags: ['StaffUser'],
    }),
  }),
});

export const { useGetUserBookingsQuery, useGetUserOrdersQuery } = activityApi;
