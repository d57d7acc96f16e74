import { chatStatusUpdateSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

export type ChatStatusAction =
  | { groupId: string; action: 'seen' | 'open' }
  | { groupId: string; action: 'read'; messageIds: string[] };

const updateChatStatusApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Statuses from the recipient's side: `seen` (my app saw the new messages: unseen), `open`
     * (I opened the conversation: unread, unSeenMessages reset) and `read` (on my screen).
     */
    updateChatStatus: build.mutation({
      query: (input: ChatStatusAction) => ({
        url: `/v1/chat/groups/${input.groupId}/${input.action}`,
        method: 'POST',
        ...(input.action === 'read' ? { body: { messageIds: input.messageIds } } : {}),
      }),
      ...checkedResponse(chatStatusUpdateSchema),
      // The counters and unread counts move; my copy of the messages is patched by the caller.
      invalidatesTags: ['ChatGroups'],
    }),
  }),
});

export const { useUpdateChatStatusMutation } = updateChatStatusApi;
export const updateChatStatusEndpoint = updateChatStatusApi.endpoints.updateChatStatus;
