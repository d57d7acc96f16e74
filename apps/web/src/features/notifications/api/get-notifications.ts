import { notificationPageSchema } from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

/** Notifications a page; the newest page is one cache entry, shared by the bell and the list. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The newest page's arguments (the live hook's and the list's first page). */
export const newestNotifications = { page: 1, limit: NOTIFICATION_PAGE_SIZE };

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
