import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Presence } from '@vitrine/contracts/presence';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { newAccount, registerAccount } from '../test/accounts.ts';
import {
  connect,
  createSocket,
  eventually,
  listenOnRandomPort,
  type ClientSocket,
} from '../test/realtime-client.ts';
import { createTestDatabaseUrl } from '../test/test-app.ts';

// Two instances need a Redis between them and a PostgreSQL both can reach; CI sets both.
const redisUrl = process.env.REDIS_URL;
const missing = [
  !redisUrl && 'REDIS_URL',
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
].filter(Boolean);
if (missing.length > 0) {
  console.warn(
    `\n*** SKIPPING the two-instance realtime tests: ${missing.join(' and ')} not set. ***\n` +
      '*** Run them with REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ***\n',
  );
}

describe.skipIf(missing.length > 0)('two server instances behind one Redis', () => {
  // Stream and channels of this run only, so parallel runs sharing the Redis do not interfere.
  const redisPrefix = `vitrine:test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let sockets: ClientSocket[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cluster-'));
    const database = await createTestDatabaseUrl();
    dropDatabase = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    });
    // One after the other: both apply the migrations to the shared database on start.
    a = await buildApp(config, { realtime: { redisPrefix } });
    urlA = await listenOnRandomPort(a);
    b = await buildApp(config, { realtime: { redisPrefix } });
    urlB = await listenOnRandomPort(b);
  });
  afterEach(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    await redis.del(redisPrefix);
    await redis.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
