import { notificationPageSchema } from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

const getNotificationsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/notifications: newest first, with unread counts per kind. */
    getNotifications: build.query({
      query: ({ page = 1, limit = 20 }: { page?: number; limit?: number } = {}) => ({
        url: '/v1/notifications',
        params: { page, limit },
      }),
      ...checkedResponse(notificationPageSchema),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
