import type { RoleFlags } from '@vitrine/contracts/auth';
import type {
  ChatGroup,
  ChatMessage,
  ChatStatusesChanged,
  ChatTyping,
} from '@vitrine/contracts/chat';
import { CHAT_STATUS_ORDER } from '@vitrine/contracts/chat';
import type { NotificationPage } from '@vitrine/contracts/notifications';
import type { Presence } from '@vitrine/contracts/presence';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import {
  connect,
  createSocket,
  eventually,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { createTestApp } from '../../test/test-app.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
const sockets: ClientSocket[] = [];
let baseUrl: string;

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);
type Account = Awaited<ReturnType<typeof accountWith>>;

let customer: Account;
let vendor: Account;
let stranger: Account;
let groupId: string;

beforeAll(async () => {
  baseUrl = await listenOnRandomPort(t.app);
  [customer, vendor, stranger] = await Promise.all([
    accountWith({ customer: true }),
    accountWith({ vendor: true }),
    accountWith({ customer: true }),
  ]);
  const shopId = await createOwnedShop(t.app, vendor.userId);
  const res = await call('POST', '/chat/groups', customer, { shopId });
  groupId = (res.json() as ChatGroup).groupId;
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function call(method: 'GET' | 'POST', url: string, who: Account, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
}
/** The outbox events of this message (a `like` pattern: '%' for all) not yet delivered. */
async function pendingDeliveries(messageId: string): Promise<number> {
  const result = (await t.app.database.db.execute(
    sql`select count(*)::int as n from outbox_event
        where type = 'chat:message-created' and payload->>'messageId' like ${messageId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
/** The chat events no dispatcher has taken yet. */
async function untakenDeliveries(): Promise<number> {
  const result = (await t.app.database.db.execute(
    sql`select count(*)::int as n from outbox_event
        where type = 'chat:message-created' and attempts = 0`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
const socketOf = (who: Account) => connect(createSocket(baseUrl, { token: who.token }, sockets));
/** Collects every payload of an event a socket receives. */
function collect<T>(socket: ClientSocket, event: string): T[] {
  const seen: T[] = [];
  (socket.on as (event: string, listener: (payload: T) => void) => void)(event, (payload) =>
    seen.push(payload),
  );
  return seen;
}

describe('chat over the socket', () => {
  it('delivers a stored message to every member and read receipts to the sender', async () => {
    const vendorSocket = await socketOf(vendor);
    const customerSocket = await socketOf(customer);
    const toVendor = collect<ChatMessage>(vendorSocket, 'chat:message-created');
    const toCustomer = collect<ChatMessage>(customerSocket, 'chat:message-created');
    const receipts = collect<ChatStatusesChanged>(customerSocket, 'chat:statuses-changed');

    const sent = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
      clientId: 'live-1',
      type: 'text',
      content: { text: 'Are you open on Sunday?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json() as ChatMessage;
    await eventually(
      async () => toVendor.length,
      (n) => n > 0,
    );
    expect(toVendor[0]).toMatchObject({
      id: message.id,
      content: { text: 'Are you open on Sunday?' },
    });
    await eventually(
      async () => toCustomer.length,
      (n) => n > 0,
    );

    const read = await call('POST', `/chat/groups/${groupId}/read`, vendor, {
      messageIds: [message.id],
    });
    expect(read.statusCode).toBe(200);
    await eventually(
      async () => receipts,
      (all) => all.some((r) => r.status === 'read'),
    );
    expect(receipts.find((r) => r.status === 'read')).toMatchObject({
      groupId,
      userId: vendor.userId,
      messageIds: [message.id],
    });
  });

  it('delivers a message straight after its commit, with the outbox stopped, and once only when the outbox runs', async () => {
    const vendorSocket = await socketOf(vendor);
    const customerSocket = await socketOf(customer);
    const toVendor = collect<ChatMessage>(vendorSocket, 'chat:message-created');
    const toCustomer = collect<ChatMessage>(customerSocket, 'chat:message-created');
    const send = (clientId: string, text: string) =>
      call('POST', `/chat/groups/${groupId}/messages`, customer, {
        clientId,
        type: 'text',
        content: { text },
      });

    await t.app.outbox.dispatcher.stop();
    let message: ChatMessage;
    try {
      const sent = await send('direct-1', 'Is the blue saree still there?');
      expect(sent.statusCode, sent.body).toBe(201);
      message = sent.json() as ChatMessage;
      // Both members' sockets have it while its outbox event still waits, undelivered.
      await eventually(
        async () => toVendor.length + toCustomer.length,
        (n) => n >= 2,
      );
      expect(toVendor).toEqual([message]);
      expect(toCustomer).toEqual([message]);
      expect(await pendingDeliveries(message.id)).toBe(1);
      // The event names the recipients, written by the send's own statement.
      const event = (await t.app.database.db.execute(
        sql`select payload from outbox_event where payload->>'messageId' = ${message.id}`,
      )) as unknown as { rows: { payload: Record<string, unknown> }[] };
      expect(event.rows[0]!.payload).toEqual({
        messageId: message.id,
        groupId,
        senderId: customer.userId,
        recipientIds: [vendor.userId],
      });
    } finally {
      await t.app.outbox.dispatcher.start();
    }
    // The outbox delivers the event (a recipient with a socket gets no notification) without
    // sending the message again: a later message arriving alone shows nothing else came.
    await eventually(
      () => pendingDeliveries(message.id),
      (n) => n === 0,
    );
    const notified = (await call('GET', '/notifications', vendor)).json() as NotificationPage;
    expect(notified.items.map((n) => n.body)).not.toContain('Is the blue saree still there?');
    const later = (await send('direct-2', 'Or the green one')).json() as ChatMessage;
    await eventually(
      async () => toVendor.length,
      (n) => n >= 2,
    );
    expect(toVendor.map((m) => m.id)).toEqual([message.id, later.id]);
    await eventually(
      async () => toCustomer.length,
      (n) => n >= 2,
    );
    expect(toCustomer.map((m) => m.id)).toEqual([message.id, later.id]);
    vendorSocket.disconnect();
    customerSocket.disconnect();
  });

  it('the outbox emits a stored message whose send stopped before emitting it', async () => {
    const vendorSocket = await socketOf(vendor);
    const toVendor = collect<ChatMessage>(vendorSocket, 'chat:message-created');
    await t.app.outbox.dispatcher.stop();
    let message: ChatMessage;
    try {
      const sent = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
        clientId: 'crashed-1',
        type: 'text',
        content: { text: 'Hello?' },
      });
      message = sent.json() as ChatMessage;
      await eventually(
        async () => toVendor.length,
        (n) => n >= 1,
      );
      // As if the process had stopped between the commit and the emit: no receipt of it.
      expect(await t.app.realtime.takeReceipt(`chat:message-created:${message.id}`)).toBe(true);
      toVendor.length = 0;
    } finally {
      await t.app.outbox.dispatcher.start();
    }
    await eventually(
      async () => toVendor.length,
      (n) => n >= 1,
    );
    expect(toVendor[0]).toMatchObject({ id: message.id, content: { text: 'Hello?' } });
    vendorSocket.disconnect();
  });

  it('emits a message once when the dispatcher takes its event before the send has emitted it', async () => {
    const vendorSocket = await socketOf(vendor);
    const toVendor = collect<ChatMessage>(vendorSocket, 'chat:message-created');
    await eventually(
      () => pendingDeliveries('%'),
      (n) => n === 0,
    );
    // Holds the send between its statement (committed, with its outbox event) and its emit
    // until this process's dispatcher has taken the event (none was pending before), and then a
    // moment longer for its handler to emit, as a busy event loop can.
    const { $client: client } = t.app.database.db as unknown as {
      $client: { query: (...args: unknown[]) => Promise<unknown> };
    };
    const query = client.query;
    client.query = async function (this: unknown, ...args: unknown[]) {
      const result = await query.apply(this, args);
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text?.includes('insert into chat_message\n')) {
        await eventually(untakenDeliveries, (n) => n === 0);
        await eventually(
          async () => toVendor.length,
          (n) => n > 0,
          1_000,
        ).catch(() => undefined);
      }
      return result;
    };
    let message: ChatMessage;
    try {
      const sent = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
        clientId: 'raced-1',
        type: 'text',
        content: { text: 'Can I see it on a call?' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      message = sent.json() as ChatMessage;
    } finally {
      client.query = query;
    }
    await eventually(
      () => pendingDeliveries(message.id),
      (n) => n === 0,
    );
    // A later message arriving alone shows that nothing else came.
    const later = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
      clientId: 'raced-2',
      type: 'text',
      content: { text: 'Tomorrow at noon?' },
    });
    await eventually(
      async () => toVendor.length,
      (n) => n >= 2,
    );
    expect(toVendor.map((m) => m.id)).toEqual([message.id, (later.json() as ChatMessage).id]);
    vendorSocket.disconnect();
  });

  it('relays typing to the other members', async () => {
    const vendorSocket = await socketOf(vendor);
    const typing = collect<ChatTyping>(vendorSocket, 'chat:typing');
    const customerSocket = await socketOf(customer);
    customerSocket.emit('chat:typing', { groupId });
    await eventually(
      async () => typing,
      (all) => all.length > 0,
    );
    expect(typing[0]).toEqual({ groupId, userId: customer.userId });
  });

  it('shows presence to conversation partners only, and sends them its changes', async () => {
    const vendorSocket = await socketOf(vendor);
    const changes = collect<Presence>(vendorSocket, 'presence:changed');
    const partnerView = await call('GET', `/presence/${customer.userId}`, vendor);
    expect(partnerView.statusCode, partnerView.body).toBe(200);
    const strangerView = await call('GET', `/presence/${customer.userId}`, stranger);
    expect(strangerView.statusCode).toBe(404);

    const customerSocket = await socketOf(customer);
    await eventually(
      async () => changes,
      (all) => all.some((p) => p.userId === customer.userId && p.status === 'online'),
    );
    customerSocket.disconnect();
    for (const socket of sockets.filter((s) => s !== vendorSocket)) socket.disconnect();
    await eventually(
      async () => changes,
      (all) => all.some((p) => p.userId === customer.userId && p.status === 'offline'),
    );
  });

  it('notifies a recipient who has no socket open', async () => {
    for (const socket of sockets) socket.disconnect();
    await eventually(
      () => t.app.realtime.isUserConnected(vendor.userId),
      (connected) => !connected,
    );
    const sent = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
      clientId: 'away-1',
      type: 'text',
      content: { text: 'Call me back please' },
    });
    expect(sent.statusCode).toBe(201);
    const page = await eventually(
      async () => (await call('GET', '/notifications', vendor)).json() as NotificationPage,
      (p) => p.items.some((n) => n.body === 'Call me back please'),
    );
    expect(page.items.find((n) => n.body === 'Call me back please')).toMatchObject({
      kind: 'personalized',
      status: 'sent',
      link: `/vendor/inbox?group=${groupId}`,
    });
  });

  it('200 clients each disconnecting three times while messages flow: each message stored once, received once, statuses only forward', async () => {
    const CLIENTS = 200;
    const ROUNDS = 3;
    const shopId = await createOwnedShop(t.app, vendor.userId);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => accountWith({ customer: true })),
    );
    const groupIds = await Promise.all(
      clients.map(
        async (c) =>
          ((await call('POST', '/chat/groups', c, { shopId })).json() as ChatGroup).groupId,
      ),
    );
    const vendorSocket = await socketOf(vendor);
    const vendorEvents: string[] = [];
    vendorSocket.on('chat:message-created', (m) => {
      if (groupIds.includes(m.groupId)) vendorEvents.push(m.id);
    });

    // Each client: connect, catch up after its last id, send, answer with a status call, drop.
    const heldBy = clients.map(() => new Map<string, ChatMessage>());
    const socketEvents = clients.map(() => [] as string[]);
    await Promise.all(
      clients.map(async (client, i) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const socket = await socketOf(client);
          socket.on('chat:message-created', (m) => {
            socketEvents[i]!.push(m.id);
            heldBy[i]!.set(m.id, m);
          });
          const held = [...heldBy[i]!.values()].sort((x, y) =>
            x.timestamp.localeCompare(y.timestamp),
          );
          const after = held.at(-1) ? `?after=${held.at(-1)!.id}` : '';
          const missed = await call('GET', `/chat/groups/${groupIds[i]!}/messages${after}`, client);
          for (const m of (missed.json() as { items: ChatMessage[] }).items)
            heldBy[i]!.set(m.id, m);
          const sent = await call('POST', `/chat/groups/${groupIds[i]!}/messages`, client, {
            clientId: `many-${i}-${round}`,
            type: 'text',
            content: { text: `round ${round}` },
          });
          expect(sent.statusCode).toBe(201);
          await call(
            'POST',
            `/chat/groups/${groupIds[i]!}/${['seen', 'open', 'seen'][round]!}`,
            client,
          );
          socket.disconnect();
        }
      }),
    );
    // The vendor answers every group while the clients are gone, and reads everything.
    for (const groupId of groupIds) {
      const res = await call('POST', `/chat/groups/${groupId}/messages`, vendor, {
        clientId: `answer-${groupId}`,
        type: 'text',
        content: { text: 'Thank you!' },
      });
      expect(res.statusCode).toBe(201);
    }
    await Promise.all(
      groupIds.map(async (groupId) => {
        const all = (await call('GET', `/chat/groups/${groupId}/messages`, vendor)).json() as {
          items: ChatMessage[];
        };
        const theirs = all.items.filter((m) => m.senderId !== vendor.userId).map((m) => m.id);
        await call('POST', `/chat/groups/${groupId}/read`, vendor, { messageIds: theirs });
        await call('POST', `/chat/groups/${groupId}/seen`, vendor);
      }),
    );
    // Clients come back once more and catch up.
    for (const [i, client] of clients.entries()) {
      const held = [...heldBy[i]!.values()].sort((x, y) => x.timestamp.localeCompare(y.timestamp));
      const after = held.at(-1) ? `?after=${held.at(-1)!.id}` : '';
      const missed = await call('GET', `/chat/groups/${groupIds[i]!}/messages${after}`, client);
      for (const m of (missed.json() as { items: ChatMessage[] }).items) heldBy[i]!.set(m.id, m);
    }

    for (const [i, groupId] of groupIds.entries()) {
      const stored = (
        (await call('GET', `/chat/groups/${groupId}/messages`, clients[i]!)).json() as {
          items: ChatMessage[];
        }
      ).items;
      // Stored once: one per send, whatever the reconnects.
      expect(stored.map((m) => m.clientId).sort()).toEqual(
        [...Array.from({ length: ROUNDS }, (_, r) => `many-${i}-${r}`), `answer-${groupId}`].sort(),
      );
      // Every message reached the client (socket or catch-up), and no socket event came twice.
      expect(new Set(heldBy[i]!.keys())).toEqual(new Set(stored.map((m) => m.id)));
      expect(new Set(socketEvents[i]!).size).toBe(socketEvents[i]!.length);
      // Statuses only ever climbed, and the vendor's reads arrived.
      for (const message of stored) {
        for (const entry of Object.values(message.statusEvents)) {
          const ranks = entry.events.map((e) => CHAT_STATUS_ORDER.indexOf(e.status));
          expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
          expect(new Set(ranks).size).toBe(ranks.length);
        }
        if (message.senderId !== vendor.userId) {
          expect(message.statusEvents[vendor.userId]!.status).toBe('read');
        }
      }
    }
    // The vendor's socket, connected throughout, got each message exactly once (its own too).
    await eventually(
      async () => vendorEvents.length,
      (n) => n >= CLIENTS * ROUNDS + CLIENTS,
    );
    expect(new Set(vendorEvents).size).toBe(vendorEvents.length);
    expect(vendorEvents).toHaveLength(CLIENTS * ROUNDS + CLIENTS);
  }, 300_000);
});
