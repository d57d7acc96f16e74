import { CHAT_GROUPS_PAGE_SIZE, chatGroupListSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

/**
 * The newest conversations the header's live hook asks for. The inbox asks with the same
 * argument until the user shows more, so the two share one cache entry and one request.
 */
export const NEWEST_CHAT_GROUPS = { limit: CHAT_GROUPS_PAGE_SIZE } as const;

const getChatGroupsApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/chat/groups: my newest `limit` conversations, newest message first, whether
     * there are more, the groups with messages I have not seen, and my counters.
     */
    getChatGroups: build.query({
      query: ({ limit }: { limit: number }) => ({ url: '/v1/chat/groups', params: { limit } }),
      ...checkedResponse(chatGroupListSchema),
      providesTags: ['ChatGroups'],
    }),
  }),
});

export const { useGetChatGroupsQuery } = getChatGroupsApi;
export const getChatGroupsEndpoint = getChatGroupsApi.endpoints.getChatGroups;
