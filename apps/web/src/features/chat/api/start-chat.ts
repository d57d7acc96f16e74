import { chatGroupSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const startChatApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v1/chat/groups { shopId }: my conversation with the shop, created or reused. */
    startChat: build.mutation({
      query: (shopId: string) => ({ url: '/v1/chat/groups', method: 'POST', body: { shopId } }),
      ...checkedResponse(chatGroupSchema),
      invalidatesTags: ['ChatGroups'],
    }),
  }),
});

export const { useStartChatMutation } = startChatApi;
