import { chatMessageListSchema } from '@vitrine/contracts/chat';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

export type ChatMessagesArgs = { groupId: string; after?: string };

/** The latest messages a conversation opens with; earlier ones come on request. */
const LATEST_PAGE_SIZE = 50;
/** At most this many missed messages per conversation come back after a reconnect. */
const CATCH_UP_SIZE = 200;

const getChatMessagesApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/chat/groups/{groupId}/messages: the latest messages with their statusEvents,
     * or (with `after`, on reconnect) only those after the last one the app holds.
     */
    getChatMessages: build.query({
      query: ({ groupId, after }: ChatMessagesArgs) => ({
        url: `/v1/chat/groups/${groupId}/messages`,
        params: after ? { after, limit: CATCH_UP_SIZE } : { limit: LATEST_PAGE_SIZE },
      }),
      ...checkedResponse(chatMessageListSchema),
      providesTags: (_result, _error, { groupId }) => [{ type: 'ChatMessages', id: groupId }],
    }),
  }),
});

export const { useGetChatMessagesQuery } = getChatMessagesApi;
export const getChatMessagesEndpoint = getChatMessagesApi.endpoints.getChatMessages;
export const updateChatMessagesCache = getChatMessagesApi.util.updateQueryData;
/** The groups whose latest messages this tab holds (not the `after` catch-up calls). */
export const heldChatGroups = (state: ChatCacheState) =>
  getChatMessagesApi.util
    .selectCachedArgsForQuery(state, 'getChatMessages')
    .filter((args) => args.after === undefined)
    .map((args) => args.groupId);
export type ChatCacheState = Parameters<typeof getChatMessagesApi.util.selectCachedArgsForQuery>[0];
