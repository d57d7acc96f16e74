import type { ChatMessage } from '@vitrine/contracts/chat';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { chatApi } from '../api/chat-api.ts';
import { NEWEST_CHAT_GROUPS, useGetChatGroupsQuery } from '../api/get-chat-groups.ts';
import {
  getChatMessagesEndpoint,
  changeChatMessages,
  heldChatGroups,
  type ChatCacheState,
} from '../api/get-chat-messages.ts';
import { updateChatStatusEndpoint } from '../api/update-chat-status.ts';
import { applyStatusChange, mergeMessages } from '../lib/chat-status.ts';
import { chatLive } from '../state/chat-live-store.ts';

export type ChatDispatch = ThunkDispatch<ChatCacheState, unknown, UnknownAction>;
type Dispatch = ChatDispatch;

/**
 * Logs a failed status call as 'Error updating message' (never shown); the next event or visit
 * retries.
 */
export const logUpdateFailure = (error: unknown) => console.error('Error updating message', error);

export function markGroup(dispatch: Dispatch, groupId: string, action: 'seen' | 'open') {
  return dispatch(updateChatStatusEndpoint.initiate({ groupId, action }))
    .unwrap()
    .catch(logUpdateFailure);
}

/** Adds messages to a group's held list, once each, in order. */
const hold = (dispatch: Dispatch, groupId: string, messages: ChatMessage[]) =>
  changeChatMessages(dispatch, groupId, (items) => mergeMessages(items, messages));

/**
 * A `chat:message-created` from the socket: the message joins its conversation, the list re-sorts,
 * and the recipient's app marks it seen (delivered → unseen) unless the conversation is open. A
 * message id this tab already received is ignored: the server sends each message straight after
 * storing it, and its outbox sends it again only when it cannot tell that first send happened (the
 * process stopped in between). Answers whether the message was new.
 */
export function receiveChatMessage(dispatch: Dispatch, userId: string, message: ChatMessage) {
  if (!chatLive.firstDelivery(message.id)) return false;
  hold(dispatch, message.groupId, [message]);
  dispatch(chatApi.util.invalidateTags(['ChatGroups']));
  if (message.senderId === userId) return true;
  chatLive.typingStopped(message.groupId, message.senderId);
  // The open conversation opens and reads its own messages (conversation.tsx).
  if (message.groupId !== chatLive.openGroupId) void markGroup(dispatch, message.groupId, 'seen');
  return true;
}

/**
 * Keeps the chat caches live for a signed-in tab: new messages join their conversation (and
 * the recipient's app marks them seen), receipts move the sender's ticks forward,
 * typing and presence feed the live store, and after a reconnect each held conversation asks
 * for what came after the last message it has.
 */
export function useChatLive(userId: string | null) {
  const dispatch = useDispatch<Dispatch>();
  const store = useStore();
  const groups = useGetChatGroupsQuery(NEWEST_CHAT_GROUPS, { skip: !userId });

  // Messages delivered while the app was closed: the app has now seen them (delivered → unseen),
  // in every group that has some, among the newest or not.
  useEffect(() => {
    if (!userId || !groups.data) return;
    for (const groupId of groups.data.deliveredGroupIds) {
      if (groupId !== chatLive.openGroupId) void markGroup(dispatch, groupId, 'seen');
    }
  }, [dispatch, groups.data, userId]);

  useEffect(() => {
    if (!userId) return;
    const stops: (() => void)[] = [];
    let unmounted = false;
    let connectedBefore = false;
    void import('../../../lib/socket.ts').then((socket) => {
      if (unmounted) return;
      stops.push(
        socket.onRealtimeEvent('chat:message-created', (message) => {
          receiveChatMessage(dispatch, userId, message);
        }),
        socket.onRealtimeEvent('chat:statuses-changed', (change) => {
          changeChatMessages(dispatch, change.groupId, (items) => applyStatusChange(items, change));
        }),
        socket.onRealtimeEvent('chat:typing', ({ groupId, userId: who }) =>
          chatLive.typingStarted(groupId, who),
        ),
        socket.onRealtimeEvent('presence:changed', (presence) =>
          chatLive.presence(presence.userId, presence.status === 'online'),
        ),
        socket.onRealtimeConnect(() => {
          if (!connectedBefore) {
            connectedBefore = true;
            return;
          }
          dispatch(chatApi.util.invalidateTags(['ChatGroups']));
          for (const groupId of heldChatGroups(store.getState() as ChatCacheState)) {
            const held = getChatMessagesEndpoint.select({ groupId })(
              store.getState() as ChatCacheState,
            );
            const after = held.data?.items.at(-1)?.id;
            void dispatch(
              getChatMessagesEndpoint.initiate(
                { groupId, after },
                { subscribe: false, forceRefetch: true },
              ),
            )
              .unwrap()
              .then((missed) => hold(dispatch, groupId, missed.items))
              .catch((error: unknown) => console.error('Chat catch-up failed:', error));
          }
        }),
      );
    });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
    };
  }, [dispatch, store, userId]);

  return groups;
}
