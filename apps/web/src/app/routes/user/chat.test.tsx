import type { ChatGroup, ChatGroupList, ChatMessage } from '@vitrine/contracts/chat';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { useChatLive } from '../../../features/chat/hooks/use-chat-live.ts';
import { ChatRoute } from './chat.tsx';

afterEach(() => vi.restoreAllMocks());

const me = signedInCustomer.userId!;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const group = (id: string, shop: string, minute: number, unread: number): ChatGroup => ({
  groupId: id,
  shop: { id: `00000000-0000-4000-8000-0000000000${id.slice(-2)}`, name: shop, slug: shop },
  members: [
    {
      userId: me,
      name: 'Kavya Iyer',
      role: 'customer',
      deliveredMessages: 0,
      unreadMessages: unread,
    },
    {
      userId: `owner-${id}`,
      name: `${shop} owner`,
      role: 'vendor',
      deliveredMessages: 0,
      unreadMessages: 0,
    },
  ],
  lastMessageId: null,
  lastMessageAt: at(minute),
  lastMessage: null,
  unreadMessages: unread,
  createdAt: at(0),
});
const G1 = '10000000-0000-4000-8000-000000000001';
const G2 = '10000000-0000-4000-8000-000000000002';
const groups: ChatGroupList = {
  items: [group(G2, 'Rang Mahal', 30, 2), group(G1, 'Kesar Looms', 10, 0)],
  hasMore: false,
  deliveredGroupIds: [],
  counters: { deliveredMessages: 0, unSeenMessages: 2 },
};
const mine: ChatMessage = {
  id: '20000000-0000-4000-8000-000000000001',
  groupId: G1,
  senderId: me,
  clientId: 'c-1',
  timestamp: at(5),
  type: 'text',
  role: 'customer',
  content: { text: 'Hello there' },
  statusEvents: {
    [`owner-${G1}`]: { status: 'read', timestamp: at(6), events: [] },
  },
};
/** Rang Mahal's conversation, its last message the shop's words. */
const rangMahalSaid = (text: string): ChatGroup => ({
  ...group(G2, 'Rang Mahal', 30, 2),
  lastMessage: { type: 'text', senderId: `owner-${G2}`, text },
});
/** The conversation list answering these groups. */
const listing = (items: ChatGroup[]) => ({
  'GET /api/v1/chat/groups': () => json({ ...groups, items } satisfies ChatGroupList),
});
const statusUpdate = json({ updated: 0, unreadMessages: 0, counters: groups.counters });

/** The inbox under the header's live hook, as the signed-in app renders them. */
function LiveAndInbox() {
  useChatLive(me);
  return <ChatRoute />;
}

const chatApi = (
  overrides: Record<string, (request: StubbedRequest) => Response | Promise<Response>> = {},
) =>
  stubFetch({
    'GET /api/v1/chat/groups': () => json(groups),
    [`GET /api/v1/chat/groups/${G1}/messages`]: () => json({ items: [mine] }),
    'GET /api/v1/presence/*': () =>
      json({ userId: `owner-${G1}`, status: 'online', lastSeenAt: at(1) }),
    [`POST /api/v1/chat/groups/${G1}/open`]: () => statusUpdate.clone(),
    ...overrides,
  });

describe('the /user/chat page', () => {
  it("previews each conversation's last message: the partner's words, mine after 'You:', a shared card by its kind", async () => {
    const G3 = '10000000-0000-4000-8000-000000000003';
    chatApi(
      listing([
        rangMahalSaid('Your kurta is ready'),
        {
          ...group(G1, 'Kesar Looms', 10, 0),
          lastMessage: { type: 'image', senderId: me, text: 'This colour?' },
        },
        {
          ...group(G3, 'Neel Weaves', 5, 0),
          lastMessage: { type: 'product', senderId: `owner-${G3}`, text: '' },
        },
      ]),
    );
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Your kurta is ready')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('You: Photo: This colour?')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Shared a product')).toBeInTheDocument();
  });

  it('finds a conversation by the shop’s name or its last words, and says when none matches', async () => {
    const G4 = '10000000-0000-4000-8000-000000000004';
    chatApi(
      listing([
        rangMahalSaid('Your kurta is ready'),
        group(G1, 'Kesar Looms', 10, 0),
        group(G4, 'Kāmdār Sāris', 5, 0),
      ]),
    );
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search conversations' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Conversations' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-group-id'));

    await user.type(search, 'KESAR');
    expect(names()).toEqual([G1]);
    await user.clear(search);
    await user.type(search, 'kamdar');
    expect(names()).toEqual([G4]);
    await user.clear(search);
    await user.type(search, 'kurta');
    expect(names()).toEqual([G2]);
    await user.type(search, ' silk');
    expect(screen.getByRole('status')).toHaveTextContent('No conversation matches “kurta silk”.');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await user.clear(search);
    expect(names()).toEqual([G2, G1, G4]);
  });

  it('lists conversations newest first with unread badges, then opens one with its status ticks (phone: one pane)', async () => {
    chatApi();
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rang Mahal'),
      expect.stringContaining('Kesar Looms'),
    ]);
    expect(within(rows[0]!).getByLabelText('2 unread')).toBeInTheDocument();

    await userEvent.setup().click(within(rows[1]!).getByRole('link'));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Status: Read' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Online')).toBeInTheDocument();
    // A narrow screen shows the conversation alone, with the way back to the list.
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/user/chat',
    );
  });

  it('logs "Error posting message" when a send fails, shows a retry, and retries with the same clientId', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const sent: string[] = [];
    chatApi({
      [`POST /api/v1/chat/groups/${G1}/messages`]: ({ body }) => {
        sent.push((body as { clientId: string }).clientId);
        attempts += 1;
        if (attempts === 1) return json({ code: 'INTERNAL', message: 'down' }, { status: 503 });
        return json(
          {
            ...mine,
            id: '20000000-0000-4000-8000-000000000002',
            clientId: sent[0],
            content: { text: 'Are you open?' },
            statusEvents: {},
          },
          { status: 201 },
        );
      },
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Message' }),
      'Are you open?{Enter}',
    );

    await screen.findByText('Not sent');
    expect(log).toHaveBeenCalledWith('Error posting message', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(screen.getByText('Are you open?')).toBeInTheDocument();
  });

  it('marks where each day of the conversation starts', async () => {
    // Only the clock is fake (a fixed "now" for the labels); timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 12, 0));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const today: ChatMessage = {
      ...mine,
      id: '20000000-0000-4000-8000-000000000009',
      clientId: 'c-today',
      timestamp: new Date().toISOString(),
      content: { text: 'And today?' },
    };
    const sameDay: ChatMessage = {
      ...today,
      id: '20000000-0000-4000-8000-00000000000a',
      clientId: 'c-today-2',
      content: { text: 'Still today' },
    };
    chatApi({
      [`GET /api/v1/chat/groups/${G1}/messages`]: () => json({ items: [mine, today, sameDay] }),
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Still today');

    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    const firstDay = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(new Date(mine.timestamp));
    expect(rows[0]).toBe(firstDay);
    expect(rows[1]).toContain('Hello there');
    expect(rows[2]).toBe('Today');
    expect(rows[3]).toContain('And today?');
    expect(rows[4]).toContain('Still today');
    expect(rows).toHaveLength(5);
    // The list holds only its items (the scroll anchor sits outside it).
    expect([...list.children].map((child) => child.tagName)).toEqual(Array(5).fill('LI'));
  });

  it("opens at a 'New messages' line above the first of their messages I had not read", async () => {
    const theirs = (n: number, status: 'read' | 'unseen'): ChatMessage => ({
      ...mine,
      id: `20000000-0000-4000-8000-00000000020${n}`,
      clientId: `c-theirs-${n}`,
      senderId: `owner-${G1}`,
      role: 'vendor',
      timestamp: at(10 + n),
      content: { text: `Their message ${n}` },
      statusEvents: { [me]: { status, timestamp: at(10 + n), events: [] } },
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    chatApi({
      [`GET /api/v1/chat/groups/${G1}/messages`]: () =>
        json({ items: [mine, theirs(1, 'read'), theirs(2, 'unseen'), theirs(3, 'unseen')] }),
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    const list = await screen.findByRole('list', { name: 'Messages' });
    await within(list).findByText('Their message 3');

    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    const line = rows.indexOf('New messages');
    expect(rows.filter((row) => row === 'New messages')).toHaveLength(1);
    expect(rows[line - 1]).toContain('Their message 1');
    expect(rows[line + 1]).toContain('Their message 2');
    // The conversation opens there (its own list scrolled, not the page), not at the bottom.
    expect(scrolled).toEqual([]);
  });

  it('does not send on the Enter that picks a word in an input method, only on the next one', async () => {
    const sent: unknown[] = [];
    chatApi({
      [`POST /api/v1/chat/groups/${G1}/messages`]: ({ body }) => {
        sent.push(body);
        const { clientId } = body as { clientId: string };
        return json(
          { ...mine, id: '20000000-0000-4000-8000-000000000003', clientId, statusEvents: {} },
          { status: 201 },
        );
      },
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.setup().type(box, 'नमस्ते');

    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(box).toHaveValue('नमस्ते');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'text', content: { text: 'नमस्ते' } });
    expect(box).toHaveValue('');
  });

  it('shows a message sent while the conversation loads, though the server read that page before the send', async () => {
    // Under load the latest page can be read before the send is stored and arrive after its answer.
    let answerPage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (answerPage = resolve));
    chatApi({
      [`GET /api/v1/chat/groups/${G1}/messages`]: async () => {
        await pageHeld;
        return json({ items: [mine] });
      },
      [`POST /api/v1/chat/groups/${G1}/messages`]: ({ body }) => {
        const { clientId } = body as { clientId: string };
        const delivered = { status: 'delivered' as const, timestamp: at(7), events: [] };
        return json(
          {
            ...mine,
            id: '20000000-0000-4000-8000-000000000004',
            clientId,
            timestamp: at(7),
            content: { text: 'Still open?' },
            statusEvents: { [`owner-${G1}`]: delivered },
          } satisfies ChatMessage,
          { status: 201 },
        );
      },
    });
    const { store } = renderScreen(<ChatRoute />, {
      path: `/user/chat?group=${G1}`,
      auth: signedInCustomer,
    });
    await userEvent
      .setup()
      .type(await screen.findByRole('textbox', { name: 'Message' }), 'Still open?{Enter}');
    const answered = () =>
      Object.values(store.getState().api?.mutations ?? {}).some(
        (m) => m?.endpointName === 'sendChatMessage' && m.status === 'fulfilled',
      );
    await waitFor(() => expect(answered()).toBe(true));
    expect(screen.getByLabelText('Loading the messages')).toBeInTheDocument();

    answerPage();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const sent = (await within(messages).findByText('Still open?')).closest('li')!;
    expect(within(sent).getByRole('status', { name: 'Status: Delivered' })).toBeInTheDocument();
    expect(within(messages).getByText('Hello there')).toBeInTheDocument();
  });

  it('logs "Error updating message" when marking the conversation fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    chatApi({
      [`POST /api/v1/chat/groups/${G1}/open`]: () =>
        json({ code: 'INTERNAL', message: 'down' }, { status: 503 }),
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    await screen.findByText('Hello there');
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Error updating message', expect.anything()),
    );
  });

  it('brings earlier history a page at a time above the latest messages, and says where the conversation started', async () => {
    const older = (n: number): ChatMessage => ({
      ...mine,
      id: `20000000-0000-4000-8000-00000000010${n}`,
      clientId: `c-old-${n}`,
      timestamp: at(n),
      content: { text: `Older message ${n}` },
    });
    const asked: (string | null)[] = [];
    let failOnce = true;
    chatApi({
      [`GET /api/v1/chat/groups/${G1}/messages`]: ({ url }) => {
        const before = url.searchParams.get('before');
        if (!before) return json({ items: [mine], hasEarlier: true });
        asked.push(before);
        if (before === mine.id && failOnce) {
          failOnce = false;
          return json({ code: 'INTERNAL', message: 'down' }, { status: 503 });
        }
        return before === mine.id
          ? json({ items: [older(3), older(4)], hasEarlier: true })
          : json({ items: [older(1), older(2)], hasEarlier: false });
      },
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G1}`, auth: signedInCustomer });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const texts = () =>
      within(list)
        .queryAllByText(/^(Older message \d|Hello there)$/)
        .map((node) => node.textContent);

    await user.click(within(list).getByRole('button', { name: 'Show earlier messages' }));
    expect(
      await within(list).findByText('We could not load the earlier messages'),
    ).toBeInTheDocument();
    expect(texts()).toEqual(['Hello there']);

    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    await within(list).findByText('Older message 3');
    expect(texts()).toEqual(['Older message 3', 'Older message 4', 'Hello there']);

    await user.click(within(list).getByRole('button', { name: 'Show earlier messages' }));
    await within(list).findByText('This is where the conversation started.');
    expect(texts()).toEqual([
      'Older message 1',
      'Older message 2',
      'Older message 3',
      'Older message 4',
      'Hello there',
    ]);
    expect(within(list).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    // Each page asked before the first message shown at the time.
    expect(asked).toEqual([mine.id, mine.id, older(3).id]);
  });

  it('shows older conversations on request, and a search that finds nothing among the newest says so', async () => {
    const G4 = '10000000-0000-4000-8000-000000000004';
    const { seen } = chatApi({
      'GET /api/v1/chat/groups': (request) =>
        request.url.searchParams.get('limit') === '50'
          ? json({ ...groups, hasMore: true })
          : json({ ...groups, items: [...groups.items, group(G4, 'Kāmdār Sāris', 5, 0)] }),
    });
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });
    const user = userEvent.setup();
    const names = () =>
      within(screen.getByRole('list', { name: 'Conversations' }))
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-group-id'));
    await screen.findByRole('list', { name: 'Conversations' });
    expect(names()).toEqual([G2, G1]);

    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'kamdar');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No conversation matches “kamdar” among the newest.',
    );
    await user.click(screen.getByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(names()).toEqual([G4]));
    await user.clear(search);
    expect(names()).toEqual([G2, G1, G4]);
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    const limits = seen
      .filter((r) => r.url.pathname === '/api/v1/chat/groups')
      .map((r) => r.url.searchParams.get('limit'));
    expect(limits).toEqual(['50', '100']);
  });

  it('asks for at most 500 conversations, then says the newest 500 are shown', async () => {
    const { seen } = chatApi({
      'GET /api/v1/chat/groups': () => json({ ...groups, hasMore: true }),
    });
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });
    const user = userEvent.setup();
    for (let click = 1; click <= 9; click += 1) {
      const more = await screen.findByRole('button', { name: 'Show older conversations' });
      await waitFor(() => expect(more).toBeEnabled());
      await user.click(more);
    }
    expect(await screen.findByText('Your newest 500 conversations are shown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    const limits = seen
      .filter((r) => r.url.pathname === '/api/v1/chat/groups')
      .map((r) => Number(r.url.searchParams.get('limit')));
    expect(Math.max(...limits)).toBe(500);
  });

  it('says when older conversations could not be loaded, and tries again', async () => {
    let fail = true;
    chatApi({
      'GET /api/v1/chat/groups': (request) => {
        if (request.url.searchParams.get('limit') === '50')
          return json({ ...groups, hasMore: true });
        return fail
          ? json({ error: { code: 'UNAVAILABLE', message: 'Try again soon.' } }, { status: 503 })
          : json(groups);
      },
    });
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show older conversations' }));
    expect(await screen.findByText('We could not load older conversations')).toBeInTheDocument();
    // The conversations already listed stay.
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('We could not load older conversations')).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
  });

  it('opens a linked conversation older than those listed', async () => {
    const G9 = '10000000-0000-4000-8000-000000000009';
    const old = group(G9, 'Zari House', 1, 0);
    chatApi({
      'GET /api/v1/chat/groups': () => json({ ...groups, hasMore: true }),
      [`GET /api/v1/chat/groups/${G9}`]: () => json(old),
      [`GET /api/v1/chat/groups/${G9}/messages`]: () =>
        json({ items: [{ ...mine, id: '20000000-0000-4000-8000-000000000009', groupId: G9 }] }),
      [`POST /api/v1/chat/groups/${G9}/open`]: () => statusUpdate.clone(),
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G9}`, auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: 'Zari House' })).toBeInTheDocument();
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
  });

  it('shares the newest conversations with the live hook (one request), which marks every group with delivered messages seen', async () => {
    const G9 = '10000000-0000-4000-8000-000000000009';
    const { seen } = chatApi({
      'GET /api/v1/chat/groups': () =>
        json({ ...groups, hasMore: true, deliveredGroupIds: [G2, G9] }),
      [`POST /api/v1/chat/groups/${G2}/seen`]: () => statusUpdate.clone(),
      [`POST /api/v1/chat/groups/${G9}/seen`]: () => statusUpdate.clone(),
    });
    renderScreen(<LiveAndInbox />, { path: '/user/chat', auth: signedInCustomer });
    const seenPosts = () =>
      seen
        .filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/seen'))
        .map((r) => r.url.pathname.split('/').at(-2));
    // G9 is not among those listed, and is marked all the same.
    await waitFor(() => expect(seenPosts().sort()).toEqual([G2, G9]));
    const firstSeen = seen.findIndex((r) => r.method === 'POST');
    const lists = seen.filter((r) => r.url.pathname === '/api/v1/chat/groups');
    expect(seen.slice(0, firstSeen).filter((r) => lists.includes(r))).toHaveLength(1);
    expect(lists.every((r) => r.url.searchParams.get('limit') === '50')).toBe(true);
  });

  it('says when a linked conversation cannot be opened', async () => {
    const G9 = '10000000-0000-4000-8000-000000000009';
    chatApi({
      [`GET /api/v1/chat/groups/${G9}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Chat group not found.' } }, { status: 404 }),
    });
    renderScreen(<ChatRoute />, { path: `/user/chat?group=${G9}`, auth: signedInCustomer });
    expect(await screen.findByText(/This conversation could not be opened/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('says how to start when there is no conversation yet', async () => {
    chatApi({ 'GET /api/v1/chat/groups': () => json({ ...groups, items: [] }) });
    renderScreen(<ChatRoute />, { path: '/user/chat', auth: signedInCustomer });
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse shops' })).toHaveAttribute('href', '/shops');
  });
});
