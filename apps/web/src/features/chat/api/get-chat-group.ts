import { chatGroupSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

const getChatGroupApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/chat/groups/{groupId}: one of my conversations, for a link to one older than
     * the newest the list holds. Kept live with the list (the same tag).
     */
    getChatGroup: build.query({
      query: (groupId: string) => `/v1/chat/groups/${groupId}`,
      ...checkedResponse(chatGroupSchema),
      providesTags: ['ChatGroups'],
    }),
  }),
});

export const { useGetChatGroupQuery } = getChatGroupApi;
