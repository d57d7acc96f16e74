import { presenceSchema } from '@vitrine/contracts/presence';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const getPresenceApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/presence/{userId}: a conversation partner's presence (404 for strangers). */
    getPresence: build.query({
      query: (userId: string) => `/v1/presence/${encodeURIComponent(userId)}`,
      ...checkedResponse(presenceSchema),
    }),
  }),
});

export const { useGetPresenceQuery } = getPresenceApi;
