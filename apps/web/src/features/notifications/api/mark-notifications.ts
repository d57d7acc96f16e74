import { notificationCountsSchema } from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

export type MarkNotifications =
  { action: 'seen' } | { action: 'read-all' } | { action: 'read'; id: string };

const markNotificationsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `seen` (the app saw my sent notifications: unread, newNotification raised),
     * `read` one, or `read-all`. Each answers the counts per kind.
     */
    markNotifications: build.mutation({
      query: (input: MarkNotifications) => ({
        url:
          input.action === 'read'
            ? `/v1/notifications/${input.id}/read`
            : `/v1/notifications/${input.action}`,
        method: 'POST',
      }),
      ...checkedResponse(notificationCountsSchema),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useMarkNotificationsMutation } = markNotificationsApi;
export const markNotificationsEndpoint = markNotificationsApi.endpoints.markNotifications;
