import type { ChatMessage } from '@vitrine/contracts/chat';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type RootState } from '../../../app/store.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { fakeRealtime, signedInCustomer } from '../../../test/render-app.tsx';
import {
  changeChatMessages,
  getChatMessagesEndpoint,
  type ChatCacheState,
} from '../api/get-chat-messages.ts';
import { applyStatusChange } from '../lib/chat-status.ts';
import { chatLive } from '../state/chat-live-store.ts';
import { receiveChatMessage, type ChatDispatch } from './use-chat-live.ts';

afterEach(() => vi.restoreAllMocks());

const me = signedInCustomer.userId!;
const GROUP = '10000000-0000-4000-8000-0000000000a1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();
const fromShop = (id: string, minute: number): ChatMessage => ({
  id,
  groupId: GROUP,
  senderId: 'owner-1',
  clientId: `c-${id}`,
  timestamp: at(minute),
  type: 'text',
  role: 'vendor',
  content: { text: `message ${id}` },
  statusEvents: {
    [me]: {
      status: 'delivered',
      timestamp: at(minute),
      events: [{ status: 'delivered', at: at(minute) }],
    },
  },
});

describe('a chat message arriving on the socket', () => {
  it('is held once and marked seen once, however many copies of its id arrive', async () => {
    const earlier = fromShop('20000000-0000-4000-8000-0000000000a1', 1);
    const fresh = fromShop('20000000-0000-4000-8000-0000000000a2', 2);
    const { seen } = stubFetch({
      [`GET /api/v1/chat/groups/${GROUP}/messages`]: () => json({ items: [earlier] }),
      [`POST /api/v1/chat/groups/${GROUP}/seen`]: () =>
        json({
          updated: 1,
          unreadMessages: 1,
          counters: { deliveredMessages: 0, unSeenMessages: 1 },
        }),
    });
    const store = createAppStore({
      preloadedState: { auth: signedInCustomer } as Partial<RootState>,
      realtime: fakeRealtime(),
    });
    const dispatch = store.dispatch as unknown as ChatDispatch;
    const held = dispatch(getChatMessagesEndpoint.initiate({ groupId: GROUP }));
    await held.unwrap();
    chatLive.setOpenGroup(null);

    // The first copy (sent straight after the commit), then the outbox's copy of the same id.
    expect(receiveChatMessage(dispatch, me, fresh)).toBe(true);
    expect(receiveChatMessage(dispatch, me, { ...fresh })).toBe(false);

    const items = () =>
      getChatMessagesEndpoint.select({ groupId: GROUP })(store.getState() as ChatCacheState).data
        ?.items ?? [];
    expect(items().map((m) => m.id)).toEqual([earlier.id, fresh.id]);
    const seenCalls = () =>
      seen.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/seen'));
    await waitFor(() => expect(seenCalls()).toHaveLength(1));
    // A later message still comes through, once.
    const next = fromShop('20000000-0000-4000-8000-0000000000a3', 3);
    expect(receiveChatMessage(dispatch, me, next)).toBe(true);
    expect(receiveChatMessage(dispatch, me, next)).toBe(false);
    expect(items().map((m) => m.id)).toEqual([earlier.id, fresh.id, next.id]);
    await waitFor(() => expect(seenCalls()).toHaveLength(2));
    held.unsubscribe();
  });

  it('holds a message and a receipt that arrive while the page loads, though the server read that page before them', async () => {
    const mine: ChatMessage = {
      ...fromShop('20000000-0000-4000-8000-0000000000b1', 1),
      senderId: me,
      role: 'customer',
      statusEvents: {
        'owner-1': { status: 'delivered', timestamp: at(1), events: [] },
      },
    };
    const fresh = fromShop('20000000-0000-4000-8000-0000000000b2', 2);
    let answerPage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (answerPage = resolve));
    stubFetch({
      [`GET /api/v1/chat/groups/${GROUP}/messages`]: async () => {
        await pageHeld;
        return json({ items: [mine] });
      },
      [`POST /api/v1/chat/groups/${GROUP}/seen`]: () =>
        json({
          updated: 1,
          unreadMessages: 1,
          counters: { deliveredMessages: 0, unSeenMessages: 1 },
        }),
    });
    const store = createAppStore({
      preloadedState: { auth: signedInCustomer } as Partial<RootState>,
      realtime: fakeRealtime(),
    });
    const dispatch = store.dispatch as unknown as ChatDispatch;
    chatLive.setOpenGroup(null);
    const held = dispatch(getChatMessagesEndpoint.initiate({ groupId: GROUP }));

    // While the page is on its way: the shop's new message, and its receipt for mine.
    expect(receiveChatMessage(dispatch, me, fresh)).toBe(true);
    changeChatMessages(dispatch, GROUP, (items) =>
      applyStatusChange(items, {
        groupId: GROUP,
        userId: 'owner-1',
        status: 'unseen',
        messageIds: [mine.id],
        at: at(3),
      }),
    );
    answerPage();
    await held.unwrap();

    const items = () =>
      getChatMessagesEndpoint.select({ groupId: GROUP })(store.getState() as ChatCacheState).data
        ?.items ?? [];
    await waitFor(() => expect(items().map((m) => m.id)).toEqual([mine.id, fresh.id]));
    expect(items()[0]!.statusEvents['owner-1']!.status).toBe('unseen');
    held.unsubscribe();
  });
});
