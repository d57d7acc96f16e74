import type { Presence } from '@vitrine/contracts/presence';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerAccount } from '../../test/accounts.ts';
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

const skip = twoInstancesUnavailable('realtime');

describe.skipIf(skip)('two server instances behind one Redis', () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let sockets: ClientSocket[] = [];

  beforeAll(async () => {
    cluster = await startTwoInstances({});
    ({ a, b } = cluster);
    urlA = await listenOnRandomPort(a);
    urlB = await listenOnRandomPort(b);
  });
  afterEach(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
  });
  afterAll(() => cluster?.close());

  const registerUser = async (app: FastifyInstance) => {
    const account = await registerAccount(app, newAccount());
    return { userId: account.user.id, token: account.token };
  };
  const presenceOf = async (app: FastifyInstance, userId: string, token: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/presence/${userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Presence>();
  };

  it('delivers an event emitted on instance A to the user’s socket on instance B', async () => {
    const { userId, token } = await registerUser(a);
    const onB = await connect(createSocket(urlB, { token }, sockets));
    const payload: Presence = { userId, status: 'online', lastSeenAt: '2031-05-06T07:08:09.000Z' };
    const received = new Promise<Presence>((resolve) =>
      onB.on('presence:changed', (p) => {
        if (p.lastSeenAt === payload.lastSeenAt) resolve(p);
      }),
    );

    // Re-emit until it arrives: B starts reading the stream a moment after it starts.
    const timer = setInterval(
      () => a.realtime.emitToUser(userId, 'presence:changed', payload),
      100,
    );
    try {
      a.realtime.emitToUser(userId, 'presence:changed', payload);
      expect(await received).toEqual(payload);
    } finally {
      clearInterval(timer);
    }
  });

  it('keeps the user online while a tab on the other instance is still connected', async () => {
    const { userId, token } = await registerUser(a);
    const onA = await connect(createSocket(urlA, { token }, sockets));
    const onB = await connect(createSocket(urlB, { token }, sockets));
    expect(await a.realtime.isUserConnected(userId)).toBe(true);

    const handledOnA = new Promise<void>((resolve) =>
      // Runs after presence's own listener on A has written (listeners run in order).
      a.realtime.onSocketDisconnected(async (id) => {
        if (id === userId) resolve();
      }),
    );
    onA.close();
    await handledOnA;
    expect((await presenceOf(b, userId, token)).status).toBe('online');

    onB.close();
    const offline = await eventually(
      () => presenceOf(a, userId, token),
      (p) => p.status === 'offline',
    );
    expect(offline.lastSeenAt).not.toBeNull();
    expect(await b.realtime.isUserConnected(userId)).toBe(false);
  });
});
