import type { RoleFlags } from '@vitrine/contracts/auth';
import {
  CHAT_STATUS_ORDER,
  type ChatGroup,
  type ChatMessage,
  type ChatStatusesChanged,
} from '@vitrine/contracts/chat';
import type { FastifyInstance } from 'fastify';
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
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';

const skip = twoInstancesUnavailable('chat');

describe.skipIf(skip)('chat on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    cluster = await startTwoInstances({ AUTH_RATE_LIMIT_MAX: '10000' });
    ({ a, b } = cluster);
    urlA = await listenOnRandomPort(a);
    urlB = await listenOnRandomPort(b);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
  });

  // Accounts made as an administrator makes them (one argon2 hash per app, no welcome mail):
  // these prove the chat, not registration (users.routes.test.ts, auth.cluster.test.ts do).
  const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(a, roles);
  const call = (app: FastifyInstance, url: string, token: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('delivers every message stored once across instances, through reconnects, with receipts back', async () => {
    const CUSTOMERS = 8;
    const MESSAGES = 6;
    const vendor = await accountWith({ vendor: true });
    const shopId = await createOwnedShop(a, vendor.userId);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, () => accountWith({ customer: true })),
    );
    const groups = await Promise.all(
      customers.map(async (c) => {
        const res = await call(a, '/chat/groups', c.token, { shopId });
        return (res.json() as ChatGroup).groupId;
      }),
    );

    // The vendor listens on B; its socket is dropped and reopened while messages flow. On each
    // (re)connect the app asks, per group, for what came after the last message it holds.
    const received = new Map<string, ChatMessage>();
    const catchUp = async () => {
      for (const groupId of groups) {
        const held = [...received.values()]
          .filter((message) => message.groupId === groupId)
          .sort((x, y) => x.timestamp.localeCompare(y.timestamp) || x.id.localeCompare(y.id));
        const after = held.at(-1) ? `?after=${held.at(-1)!.id}` : '';
        const res = await call(b, `/chat/groups/${groupId}/messages${after}`, vendor.token);
        for (const message of (res.json() as { items: ChatMessage[] }).items) {
          received.set(message.id, message);
        }
      }
    };
    const listen = async () => {
      const socket = await connect(createSocket(urlB, { token: vendor.token }, sockets));
      socket.on('chat:message-created', (message) => received.set(message.id, message));
      await catchUp();
      return socket;
    };
    let vendorSocket = await listen();
    // Customers listen on A for receipts.
    const receipts: ChatStatusesChanged[] = [];
    await Promise.all(
      customers.map(async (c) => {
        const socket = await connect(createSocket(urlA, { token: c.token }, sockets));
        socket.on('chat:statuses-changed', (change) => receipts.push(change));
      }),
    );

    const sent: ChatMessage[] = [];
    for (let m = 0; m < MESSAGES; m += 1) {
      if (m === 2 || m === 4) {
        vendorSocket.disconnect();
        vendorSocket = await listen();
      }
      const answers = await Promise.all(
        customers.flatMap((c, i) =>
          // Each send twice, once to each instance (a retry after a lost answer).
          [a, b].map((app) =>
            call(app, `/chat/groups/${groups[i]!}/messages`, c.token, {
              clientId: `cluster-${i}-${m}`,
              type: 'text',
              content: { text: `message ${m} from ${i}` },
            }),
          ),
        ),
      );
      const created = answers.filter((res) => res.statusCode === 201);
      expect(created).toHaveLength(CUSTOMERS);
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(CUSTOMERS);
      sent.push(...created.map((res) => res.json() as ChatMessage));
    }

    for (const groupId of groups) {
      const res = await call(b, `/chat/groups/${groupId}/messages`, vendor.token);
      expect((res.json() as { items: ChatMessage[] }).items).toHaveLength(MESSAGES);
    }
    await eventually(
      async () => received.size,
      (size) => size === CUSTOMERS * MESSAGES,
    );
    expect(new Set(received.keys())).toEqual(new Set(sent.map((message) => message.id)));

    // The vendor reads on B; the senders on A get their receipts.
    for (const groupId of groups) {
      const ids = sent.filter((message) => message.groupId === groupId).map((x) => x.id);
      const res = await call(b, `/chat/groups/${groupId}/read`, vendor.token, { messageIds: ids });
      expect(res.json().updated).toBe(MESSAGES);
    }
    await eventually(
      async () => new Set(receipts.filter((r) => r.status === 'read').flatMap((r) => r.messageIds)),
      (ids) => ids.size === CUSTOMERS * MESSAGES,
    );
    const counters = (await call(a, '/chat/groups', vendor.token)).json().counters;
    expect(counters.deliveredMessages).toBe(0);
  }, 90_000);
  it('200 customers on A, each disconnected three times while messages flow; the shop on B gets each once', async () => {
    const CLIENTS = 200;
    const ROUNDS = 3;
    const vendor = await accountWith({ vendor: true });
    const shopId = await createOwnedShop(a, vendor.userId);
    const customers = await Promise.all(
      Array.from({ length: CLIENTS }, () => accountWith({ customer: true })),
    );
    const groups = await Promise.all(
      customers.map(
        async (c) =>
          ((await call(a, '/chat/groups', c.token, { shopId })).json() as ChatGroup).groupId,
      ),
    );
    // The recipient listens on B throughout; every socket event is counted.
    const vendorSocket = await connect(createSocket(urlB, { token: vendor.token }, sockets));
    const vendorEvents: string[] = [];
    vendorSocket.on('chat:message-created', (m) => {
      if (m.senderId !== vendor.userId) vendorEvents.push(m.id);
    });

    // Each customer, on A: connect, catch up, send (retried once through B), drop; three times.
    const heldBy = customers.map(() => new Map<string, ChatMessage>());
    await Promise.all(
      customers.map(async (c, i) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const socket = await connect(createSocket(urlA, { token: c.token }, sockets));
          socket.on('chat:message-created', (m) => heldBy[i]!.set(m.id, m));
          const held = [...heldBy[i]!.values()].sort((x, y) =>
            x.timestamp.localeCompare(y.timestamp),
          );
          const after = held.at(-1) ? `?after=${held.at(-1)!.id}` : '';
          const missed = await call(a, `/chat/groups/${groups[i]!}/messages${after}`, c.token);
          for (const m of (missed.json() as { items: ChatMessage[] }).items)
            heldBy[i]!.set(m.id, m);
          const body = {
            clientId: `flow-${i}-${round}`,
            type: 'text',
            content: { text: `r${round}` },
          };
          const [first, retry] = await Promise.all([
            call(a, `/chat/groups/${groups[i]!}/messages`, c.token, body),
            call(b, `/chat/groups/${groups[i]!}/messages`, c.token, body),
          ]);
          expect([first.statusCode, retry.statusCode].sort()).toEqual([200, 201]);
          socket.disconnect();
        }
      }),
    );

    // The shop, on B, marks everything seen, opened and read, which only moves statuses forward.
    await Promise.all(
      groups.map(async (groupId) => {
        await call(b, `/chat/groups/${groupId}/seen`, vendor.token, {});
        await call(b, `/chat/groups/${groupId}/open`, vendor.token, {});
        const all = (await call(b, `/chat/groups/${groupId}/messages`, vendor.token)).json() as {
          items: ChatMessage[];
        };
        await call(b, `/chat/groups/${groupId}/read`, vendor.token, {
          messageIds: all.items.map((m) => m.id),
        });
        await call(b, `/chat/groups/${groupId}/seen`, vendor.token, {});
      }),
    );

    await eventually(
      async () => vendorEvents.length,
      (n) => n >= CLIENTS * ROUNDS,
    );
    expect(vendorEvents).toHaveLength(CLIENTS * ROUNDS);
    expect(new Set(vendorEvents).size).toBe(CLIENTS * ROUNDS);
    for (const [i, groupId] of groups.entries()) {
      const stored = (
        (await call(a, `/chat/groups/${groupId}/messages`, customers[i]!.token)).json() as {
          items: ChatMessage[];
        }
      ).items;
      expect(stored.map((m) => m.clientId).sort()).toEqual(
        Array.from({ length: ROUNDS }, (_, r) => `flow-${i}-${r}`),
      );
      for (const message of stored) {
        const entry = message.statusEvents[vendor.userId]!;
        expect(entry.events.map((e) => e.status)).toEqual([...CHAT_STATUS_ORDER]);
        expect(vendorEvents).toContain(message.id);
      }
    }
  }, 400_000);
});
