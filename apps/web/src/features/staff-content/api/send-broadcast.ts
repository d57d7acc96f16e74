import type { BroadcastNotificationInput } from '@vitrine/contracts/notifications';
import { staffContentApi } from './staff-content-api.ts';

const broadcastApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/notifications/broadcast: general (everyone) or user-general (every customer). */
    sendBroadcast: build.mutation<{ id: string }, BroadcastNotificationInput>({
      query: (body) => ({ url: '/v1/admin/notifications/broadcast', method: 'POST', body }),
    }),
  }),
});

export const { useSendBroadcastMutation } = broadcastApi;
