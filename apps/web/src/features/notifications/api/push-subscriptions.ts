import {
  pushPublicKeySchema,
  pushSubscriptionStatusSchema,
  type PushSubscriptionInput,
  type PushSubscriptionStatus,
} from '@vitrine/contracts/notifications';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { notificationsApi } from './notifications-api.ts';

const pushSubscriptionsApi = notificationsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/push/public-key: the VAPID key to subscribe with (404 when push is off). */
    getPushPublicKey: build.query({
      query: () => '/v1/push/public-key',
      ...checkedResponse(pushPublicKeySchema),
    }),
    /** POST /api/v1/push/subscriptions: this browser receives my notifications. */
    subscribePush: build.mutation<null, PushSubscriptionInput>({
      query: (body) => ({ url: '/v1/push/subscriptions', method: 'POST', body }),
    }),
    /** POST /api/v1/push/subscriptions/check: whether this browser's endpoint is mine. */
    checkPushSubscription: build.mutation<PushSubscriptionStatus, string>({
      query: (endpoint) => ({
        url: '/v1/push/subscriptions/check',
        method: 'POST',
        body: { endpoint },
      }),
      ...checkedResponse(pushSubscriptionStatusSchema),
    }),
    /** DELETE /api/v1/push/subscriptions: this browser stops receiving them. */
    unsubscribePush: build.mutation<null, string>({
      query: (endpoint) => ({
        url: '/v1/push/subscriptions',
        method: 'DELETE',
        body: { endpoint },
      }),
    }),
  }),
});

export const {
  useGetPushPublicKeyQuery,
  useCheckPushSubscriptionMutation,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = pushSubscriptionsApi;
