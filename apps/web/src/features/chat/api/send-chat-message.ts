import { chatMessageSchema, type SendChatMessageInput } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const sendChatMessageApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/v1/chat/groups/{groupId}/messages. The clientId is kept across retries, so a
     * retried send answers the stored message instead of making a second one.
     */
    sendChatMessage: build.mutation({
      query: ({ groupId, ...body }: SendChatMessageInput & { groupId: string }) => ({
        url: `/v1/chat/groups/${groupId}/messages`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(chatMessageSchema),
      invalidatesTags: ['ChatGroups'],
    }),
  }),
});

export const { useSendChatMessageMutation } = sendChatMessageApi;
