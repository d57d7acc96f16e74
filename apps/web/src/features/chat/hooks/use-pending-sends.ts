import type { ChatMessage, SendChatMessageInput } from '@vitrine/contracts/chat';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { changeChatMessages } from '../api/get-chat-messages.ts';
import { useSendChatMessageMutation } from '../api/send-chat-message.ts';
import { mergeMessages } from '../lib/chat-status.ts';
import type { ChatDispatch } from './use-chat-live.ts';

export type PendingSend = SendChatMessageInput & { failed: boolean; at: string };

const newClientId = () =>
  globalThis.crypto?.randomUUID?.() ?? `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Sends with a client-made id kept across retries (a retry never makes a second message).
 * Until the server answers, the message shows as sending; a failure logs 'Error posting
 * message' (the console, not a toast) and leaves it with a retry.
 */
export function usePendingSends(groupId: string) {
  const dispatch = useDispatch<ChatDispatch>();
  // feedback: the message shows in the thread as sending, then sent; a failed one is marked with a retry
  const [send] = useSendChatMessageMutation();
  const [pending, setPending] = useState<PendingSend[]>([]);

  const attempt = useCallback(
    async (input: SendChatMessageInput) => {
      setPending((list) => [
        ...list.filter((p) => p.clientId !== input.clientId),
        { ...input, failed: false, at: new Date().toISOString() },
      ]);
      try {
        const message: ChatMessage = await send({ groupId, ...input }).unwrap();
        changeChatMessages(dispatch, groupId, (items) => mergeMessages(items, [message]));
        setPending((list) => list.filter((p) => p.clientId !== input.clientId));
      } catch (error) {
        console.error('Error posting message', error);
        setPending((list) =>
          list.map((p) => (p.clientId === input.clientId ? { ...p, failed: true } : p)),
        );
      }
    },
    [dispatch, groupId, send],
  );

  const sendNew = useCallback(
    (type: SendChatMessageInput['type'], content: Record<string, unknown>) =>
      attempt({ clientId: newClientId(), type, content }),
    [attempt],
  );

  return { pending, sendNew, retry: attempt };
}
