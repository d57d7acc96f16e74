import { chatMessageListSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

/** How many earlier messages one "Show earlier messages" brings. */
export const EARLIER_PAGE_SIZE = 100;

const getEarlierChatMessagesApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/chat/groups/{groupId}/messages?before=: the page of history before the first
     * message shown. Kept by the conversation that asked (use-earlier-messages.ts), not in the
     * live cache: the socket only ever adds messages at the end.
     */
    getEarlierChatMessages: build.query({
      query: ({ groupId, before }: { groupId: string; before: string }) => ({
        url: `/v1/chat/groups/${groupId}/messages`,
        params: { before, limit: EARLIER_PAGE_SIZE },
      }),
      ...checkedResponse(chatMessageListSchema),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetEarlierChatMessagesQuery } = getEarlierChatMessagesApi;
