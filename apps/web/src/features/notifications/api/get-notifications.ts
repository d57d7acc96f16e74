import { notificationPageSchema } from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

/**
 * Notifications a page. The live hook and the list ask for the newest page with the same
 * arguments, `{ page: 1, limit }`, so they share one cache entry (one request).
 */
export const NOTIFICATION_PAGE_SIZE = 20;

const getNotificationsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/notifications: newest first, with unread counts per kind. */
    getNotifications: build.query({
      query: ({
        page = 1,
        limit = NOTIFICATION_PAGE_SIZE,
      }: { page?: number; limit?: number } = {}) => ({
        url: '/v1/notifications',
        params: { page, limit },
      }),
      ...checkedResponse(notificationPageSchema),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
