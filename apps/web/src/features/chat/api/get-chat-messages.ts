import { chatMessageListSchema, type ChatMessage } from '@vitrine/contracts/chat';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { chatApi } from './chat-api.ts';

export type ChatMessagesArgs = { groupId: string; after?: string };

/** The latest messages a conversation opens with; earlier ones come on request. */
const LATEST_PAGE_SIZE = 50;
/** At most this many missed messages per conversation come back after a reconnect. */
const CATCH_UP_SIZE = 200;

/** A change to a conversation's held messages (a message joins, a status moves forward). */
export type ChatMessagesChange = (items: ChatMessage[]) => ChatMessage[] | void;

/**
 * The changes that arrived for a conversation while its latest page was being fetched, by group
 * id. The server may have read that page before they happened (a send answered, a message or
 * receipt from the socket), and the page replaces what the cache held: each is applied again
 * to the page once it has arrived (`onQueryStarted` below). Changes are idempotent (messages are
 * held once per id, statuses only move forward), so one the page already has changes nothing.
 */
const arrivedDuringFetch = new Map<string, ChatMessagesChange[]>();

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
      async onQueryStarted({ groupId, after }, { dispatch, queryFulfilled }) {
        // The catch-up calls (`after`) are held by their caller through changeChatMessages.
        if (after !== undefined) return;
        const arrived: ChatMessagesChange[] = [];
        arrivedDuringFetch.set(groupId, arrived);
        try {
          await queryFulfilled;
        } catch {
          return; // the conversation shows the error and its retry fetches again
        } finally {
          if (arrivedDuringFetch.get(groupId) === arrived) arrivedDuringFetch.delete(groupId);
        }
        if (arrived.length === 0) return;
        dispatch(
          getChatMessagesApi.util.updateQueryData('getChatMessages', { groupId }, (draft) => {
            for (const change of arrived) draft.items = change(draft.items) ?? draft.items;
          }),
        );
      },
    }),
  }),
});

export const { useGetChatMessagesQuery } = getChatMessagesApi;
export const getChatMessagesEndpoint = getChatMessagesApi.endpoints.getChatMessages;

/**
 * The one way to change a conversation's held messages: applied to what the cache holds now,
 * and, while its latest page is being fetched, again to that page when it arrives (see
 * `arrivedDuringFetch`). A conversation whose messages are not held is left alone: a later
 * fetch reads them from the server, which stored the change before anyone was told of it.
 * `change` may edit the items in place or answer new ones.
 */
export function changeChatMessages(
  dispatch: ThunkDispatch<ChatCacheState, unknown, UnknownAction>,
  groupId: string,
  change: ChatMessagesChange,
) {
  arrivedDuringFetch.get(groupId)?.push(change);
  dispatch(
    getChatMessagesApi.util.updateQueryData('getChatMessages', { groupId }, (draft) => {
      draft.items = change(draft.items) ?? draft.items;
    }),
  );
}

/** The groups whose latest messages this tab holds (not the `after` catch-up calls). */
export const heldChatGroups = (state: ChatCacheState) =>
  getChatMessagesApi.util
    .selectCachedArgsForQuery(state, 'getChatMessages')
    .filter((args) => args.after === undefined)
    .map((args) => args.groupId);
export type ChatCacheState = Parameters<typeof getChatMessagesApi.util.selectCachedArgsForQuery>[0];
