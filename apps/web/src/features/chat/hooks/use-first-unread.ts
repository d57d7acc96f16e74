import type { ChatMessage } from '@vitrine/contracts/chat';
import { useState } from 'react';

/**
 * The first of their messages I had not read when the conversation opened, or null: taken once,
 * from the first messages to arrive, so the "New messages" line stays where it was while they
 * turn read under my eyes.
 */
export function useFirstUnread(messages: ChatMessage[] | undefined, userId: string) {
  const [firstUnread, setFirstUnread] = useState<string | null | undefined>(undefined);
  if (firstUnread === undefined && messages) {
    const found = messages.find(
      (m) => m.senderId !== userId && m.statusEvents[userId]?.status !== 'read',
    );
    setFirstUnread(found?.id ?? null);
  }
  return firstUnread ?? null;
}
