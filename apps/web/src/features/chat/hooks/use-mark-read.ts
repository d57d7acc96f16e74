import type { ChatMessage } from '@vitrine/contracts/chat';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { changeChatMessages } from '../api/get-chat-messages.ts';
import { updateChatStatusEndpoint, type ChatStatusAction } from '../api/update-chat-status.ts';
import { applyStatusChange, isBefore } from '../lib/chat-status.ts';
import { chatLive } from '../state/chat-live-store.ts';
import { logUpdateFailure, type ChatDispatch } from './use-chat-live.ts';

/** How long a message stays on screen, in a visible tab, before it counts as read. */
export const READ_AFTER_MS = 1_500;

/** Moves my own statuses of their messages, on the server and then in my copy. */
async function moveMine(dispatch: ChatDispatch, userId: string, input: ChatStatusAction) {
  try {
    await dispatch(updateChatStatusEndpoint.initiate(input)).unwrap();
    const status = input.action === 'read' ? 'read' : input.action === 'open' ? 'unread' : 'unseen';
    const at = new Date().toISOString();
    changeChatMessages(dispatch, input.groupId, (items) => {
      const messageIds =
        input.action === 'read'
          ? input.messageIds
          : items.filter((m) => m.senderId !== userId).map((m) => m.id);
      applyStatusChange(items, { groupId: input.groupId, userId, status, messageIds, at });
    });
  } catch (error) {
    logUpdateFailure(error);
  }
}

const visible = () => document.visibilityState === 'visible';

/**
 * The conversation on screen: opening it marks its messages unread (and
 * resets unSeenMessages); those that stay on screen in a visible tab become read, and their
 * senders get receipts. A tab in the background only opens once it is visible again.
 */
export function useMarkRead(groupId: string, userId: string, messages: ChatMessage[] | undefined) {
  const dispatch = useDispatch<ChatDispatch>();

  useEffect(() => {
    chatLive.setOpenGroup(groupId);
    return () => chatLive.setOpenGroup(null);
  }, [groupId]);

  const toOpen = messages?.some((m) => m.senderId !== userId && isBefore(m, userId, 'unread'));
  const toRead = (messages ?? [])
    .filter((m) => m.senderId !== userId && isBefore(m, userId, 'read'))
    .map((m) => m.id);
  const toReadKey = toRead.join(',');

  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!messages) return;
    const run = () => {
      if (!visible() || (opened.current === groupId && !toOpen)) return;
      opened.current = groupId;
      void moveMine(dispatch, userId, { groupId, action: 'open' });
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
    // Opened again whenever a newer message of theirs is not yet unread.
  }, [dispatch, groupId, userId, toOpen, messages === undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!toReadKey || toOpen) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (!visible()) return;
      timer = setTimeout(() => {
        const messageIds = toReadKey.split(',');
        void moveMine(dispatch, userId, { groupId, action: 'read', messageIds });
      }, READ_AFTER_MS);
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [dispatch, groupId, userId, toOpen, toReadKey]);
}
