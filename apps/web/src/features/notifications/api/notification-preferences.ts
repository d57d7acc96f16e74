import {
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

const preferencesApi = notificationsApi
  .enhanceEndpoints({ addTagTypes: ['NotificationPreferences'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/v1/notifications/preferences: push and mail per kind, and the sound. */
      getNotificationPreferences: build.query({
        query: () => '/v1/notifications/preferences',
        ...checkedResponse(notificationPreferencesSchema),
        providesTags: ['NotificationPreferences'],
      }),
      /** PUT /api/v1/notifications/preferences: all of them at once. */
      saveNotificationPreferences: build.mutation({
        query: (body: NotificationPreferences) => ({
          url: '/v1/notifications/preferences',
          method: 'PUT',
          body,
        }),
        ...checkedResponse(notificationPreferencesSchema),
        invalidatesTags: ['NotificationPreferences'],
      }),
    }),
  });

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } =
  preferencesApi;
