import type { ChatMessage, ChatMessageList } from '@vitrine/contracts/chat';
import { useState } from 'react';
import { useLazyGetEarlierChatMessagesQuery } from '../api/get-earlier-chat-messages.ts';
import { mergeMessages } from '../lib/chat-status.ts';

type Held = { anchorId: string; items: ChatMessage[]; hasEarlier: boolean };

/**
 * A conversation's history before its latest page, brought a page at a time on request.
 *
 * The pages hang off the latest page's first message (the anchor): if the latest page is ever
 * fetched again and starts elsewhere, the pages are dropped rather than shown with a gap.
 */
export function useEarlierMessages(groupId: string, latest: ChatMessageList | undefined) {
  const [fetchEarlier, request] = useLazyGetEarlierChatMessagesQuery();
  const [held, setHeld] = useState<Held | null>(null);
  const anchorId = latest?.items[0]?.id;
  const current = held && held.anchorId === anchorId ? held : null;
  const earlier = current?.items ?? [];

  const loadEarlier = async () => {
    const before = earlier[0]?.id ?? anchorId;
    if (!anchorId || !before) return;
    try {
      const page = await fetchEarlier({ groupId, before }).unwrap();
      setHeld({
        anchorId,
        items: mergeMessages(earlier, page.items),
        hasEarlier: page.hasEarlier ?? false,
      });
    } catch {
      // request.error says it on screen; the button stays for another try.
    }
  };

  return {
    earlier,
    /** Whether older messages remain on the server before the first one shown. */
    hasEarlier: current ? current.hasEarlier : (latest?.hasEarlier ?? false),
    /** Whether some history was brought in (the start of the conversation is then on screen). */
    broughtIn: current !== null,
    loadEarlier,
    loading: request.isFetching,
    error: request.isError ? request.error : undefined,
  };
}
