import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import {
  connect,
  createSocket,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets) socket.close();
  sockets = [];
});

/** Connects `count` sockets one after another; resolves with them once all are connected. */
async function openSockets(
  baseUrl: string,
  count: number,
  options: { token: string; headers?: Record<string, string> },
) {
  const opened: ClientSocket[] = [];
  for (let i = 0; i < count; i += 1) {
    opened.push(await connect(createSocket(baseUrl, options, sockets)));
  }
  return opened;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'connected',
    (error: Error) => error.message,
  );

describe('socket caps per user', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    baseUrl = await listenOnRandomPort(t.app);
  });
  afterAll(() => t.close());

  it("refuses a user's 101st socket with a code the client can read, and takes one again once a tab closes", async () => {
    const { token } = await registerAccount(t.app);
    const open = await openSockets(baseUrl, 100, { token });
    expect(await refusal(connect(createSocket(baseUrl, { token }, sockets)))).toBe(
      'TOO_MANY_CONNECTIONS',
    );

    // Someone else at the same address is not held back by this user's tabs.
    const other = await registerAccount(t.app);
    expect(await refusal(connect(createSocket(baseUrl, { token: other.token }, sockets)))).toBe(
      'connected',
    );

    open[0]!.close();
    await waitFor(
      async () =>
        (await refusal(connect(createSocket(baseUrl, { token }, sockets)))) === 'connected' ||
        undefined,
      { what: 'a socket to be taken again after one closed' },
    );
  });
});

describe('socket caps per address', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '5',
      TRUST_PROXY: 'true',
    });
    baseUrl = await listenOnRandomPort(t.app);
  });
  afterAll(() => t.close());

  it('refuses sockets from one address beyond the cap, whoever signs in, and not another address', async () => {
    const users = [await registerAccount(t.app), await registerAccount(t.app)];
    const office = { 'x-forwarded-for': '203.0.113.7' };
    await openSockets(baseUrl, 3, { token: users[0]!.token, headers: office });
    await openSockets(baseUrl, 2, { token: users[1]!.token, headers: office });
    expect(
      await refusal(
        connect(createSocket(baseUrl, { token: users[1]!.token, headers: office }, sockets)),
      ),
    ).toBe('TOO_MANY_CONNECTIONS');
    // Nor does a handshake without a session get through from there.
    expect(
      await refusal(connect(createSocket(baseUrl, { token: 'x', headers: office }, sockets))),
    ).toBe('TOO_MANY_CONNECTIONS');

    const home = { 'x-forwarded-for': '198.51.100.20' };
    expect(
      await refusal(
        connect(createSocket(baseUrl, { token: users[1]!.token, headers: home }, sockets)),
      ),
    ).toBe('connected');
  });
});

describe('connections per address, whatever namespace they are for', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ REALTIME_MAX_SOCKETS_PER_ADDRESS: '3' });
    baseUrl = await listenOnRandomPort(t.app);
  });
  afterAll(() => t.close());

  /** Opens a bare connection (no namespace joined yet); resolves whether the server took it. */
  const openConnection = (socket: ClientSocket) =>
    new Promise<boolean>((resolve) => socket.io.open((error) => resolve(!error)));

  it('holds at most twice the socket cap of connections from one address', async () => {
    const taken: boolean[] = [];
    for (let i = 0; i < 7; i += 1)
      taken.push(await openConnection(createSocket(baseUrl, {}, sockets)));
    expect(taken).toEqual([true, true, true, true, true, true, false]);

    sockets[0]!.io.engine.close();
    await waitFor(
      async () => (await openConnection(createSocket(baseUrl, {}, sockets))) || undefined,
      {
        what: 'a connection to be taken again after one closed',
      },
    );
  });
});
