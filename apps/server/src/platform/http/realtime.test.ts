import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Presence } from '@vitrine/contracts/presence';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { newAccount, registerAccount } from '../../test/accounts.ts';
import { sharedTestApp, createTestDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import {
  connect,
  createSocket,
  eventually,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';

/** A new user, registered through the real API. */
const registerUser = async (app: FastifyInstance, name = 'Asha Rao') => {
  const account = await registerAccount(app, newAccount({ name }));
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

/** Resolves once the app has finished handling the next disconnect of this user's sockets. */
const nextDisconnectHandled = (app: FastifyInstance, userId: string) =>
  new Promise<void>((resolve) => {
    // Listeners run in order, so this one runs after presence has written its record.
    app.realtime.onSocketDisconnected(async (id) => {
      if (id === userId) resolve();
    });
  });

describe('socket.io gateway', () => {
  let t: TestApp;
  let baseUrl: string;
  let sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await sharedTestApp();
    baseUrl = await listenOnRandomPort(t.app);
  });
  afterEach(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
  });
  afterAll(() => t.close());

  it('refuses a socket that brings no token', async () => {
    const error = await connect(createSocket(baseUrl, {}, sockets)).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('UNAUTHENTICATED');
  });

  it('refuses a socket whose token the server never issued', async () => {
    const socket = createSocket(baseUrl, { token: 'not-a-real-session-token' }, sockets);
    await expect(connect(socket)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('accepts the token from an Authorization header when the handshake carries none', async () => {
    const { token } = await registerUser(t.app);
    const socket = createSocket(
      baseUrl,
      { headers: { authorization: `Bearer ${token}` } },
      sockets,
    );
    await connect(socket);
    expect(socket.connected).toBe(true);
  });

  it('marks the user online while a socket is open, then offline with the time of the disconnect', async () => {
    const { userId, token } = await registerUser(t.app);
    expect(await presenceOf(t.app, userId, token)).toEqual({
      userId,
      status: 'offline',
      lastSeenAt: null,
    });

    const socket = await connect(createSocket(baseUrl, { token }, sockets));
    const online = await eventually(
      () => presenceOf(t.app, userId, token),
      (p) => p.status === 'online',
    );
    expect(online.lastSeenAt).not.toBeNull();

    const beforeDisconnect = Date.now();
    const handled = nextDisconnectHandled(t.app, userId);
    socket.close();
    await handled;
    const offline = await presenceOf(t.app, userId, token);
    expect(offline.status).toBe('offline');
    expect(Date.parse(offline.lastSeenAt!)).toBeGreaterThanOrEqual(beforeDisconnect - 1_000);
    expect(Date.parse(offline.lastSeenAt!)).toBeGreaterThanOrEqual(Date.parse(online.lastSeenAt!));
  });

  it('keeps the user online while another of their tabs is still connected', async () => {
    const { userId, token } = await registerUser(t.app);
    const firstTab = await connect(createSocket(baseUrl, { token }, sockets));
    await connect(createSocket(baseUrl, { token }, sockets));
    await eventually(
      () => presenceOf(t.app, userId, token),
      (p) => p.status === 'online',
    );

    const handled = nextDisconnectHandled(t.app, userId);
    firstTab.close();
    await handled;
    expect((await presenceOf(t.app, userId, token)).status).toBe('online');
  });

  it("tells the user's tab that they are online once it connects", async () => {
    const { userId, token } = await registerUser(t.app);
    const socket = createSocket(baseUrl, { token }, sockets);
    const changed = new Promise<Presence>((resolve) => socket.once('presence:changed', resolve));
    await connect(socket);
    expect(await changed).toMatchObject({ userId, status: 'online' });
  });

  it('delivers an event emitted to a user to each of their tabs and to no one else', async () => {
    const asha = await registerUser(t.app, 'Asha Rao');
    const ravi = await registerUser(t.app, 'Ravi Menon');
    const tabs = await Promise.all([
      connect(createSocket(baseUrl, { token: asha.token }, sockets)),
      connect(createSocket(baseUrl, { token: asha.token }, sockets)),
    ]);
    const other = await connect(createSocket(baseUrl, { token: ravi.token }, sockets));
    const received: Array<[string, Presence]> = [];
    tabs.forEach((tab, i) => tab.on('presence:changed', (p) => received.push([`tab${i}`, p])));
    other.on('presence:changed', (p) => received.push(['other', p]));

    const payload: Presence = {
      userId: asha.userId,
      status: 'online',
      lastSeenAt: '2030-01-02T03:04:05.000Z',
    };
    t.app.realtime.emitToUser(asha.userId, 'presence:changed', payload);
    const delivered = await eventually(
      async () => received.filter(([, p]) => p.lastSeenAt === payload.lastSeenAt),
      (list) => list.length >= 2,
    );
    expect(delivered.map(([who]) => who).sort()).toEqual(['tab0', 'tab1']);
  });
});

describe('closing the app', () => {
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-realtime-'));
    const created = await createTestDatabaseUrl();
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir });
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('disconnects its sockets and records their users offline before it finishes', async () => {
    // The database outlives the app here, so what the app wrote on its way down can be read.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    });
    const app = await buildApp(config, { database });
    const baseUrl = await listenOnRandomPort(app);
    const { userId, token } = await registerUser(app);
    const socket = await connect(createSocket(baseUrl, { token }));
    await eventually(
      () => presenceOf(app, userId, token),
      (p) => p.status === 'online',
    );

    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await app.close();
    expect(await disconnected).toBe('io server disconnect');
    socket.close();

    const reopened = await buildApp(config, { database });
    try {
      const presence = await presenceOf(reopened, userId, token);
      expect(presence.status).toBe('offline');
    } finally {
      await reopened.close();
    }
  });
});
