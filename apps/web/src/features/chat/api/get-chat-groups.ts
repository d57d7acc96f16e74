import { chatGroupListSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const getChatGroupsApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/chat/groups: my conversations, newest message first, and my counters. */
    getChatGroups: build.query({
      query: () => '/v1/chat/groups',
      ...checkedResponse(chatGroupListSchema),
      providesTags: ['ChatGroups'],
    }),
  }),
});

export const { useGetChatGroupsQuery } = getChatGroupsApi;
export const getChatGroupsEndpoint = getChatGroupsApi.endpoints.getChatGroups;
