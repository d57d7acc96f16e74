import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import {
  connect,
  createSocket,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

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

const openSocket = (token: string) => connect(createSocket(baseUrl, { token }, sockets));

/** A second session of the same account (another device). */
const secondSession = async (account: { email: string; password: string }) => {
  const res = await signIn(t.app, account);
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};

const disconnected = (socket: ClientSocket, what: string) =>
  waitFor(() => (socket.connected ? undefined : true), { what });

describe('sockets of a session that ends', () => {
  it('are disconnected at sign-out, while the same user’s other session keeps its socket', async () => {
    const account = await registerAccount(t.app, newAccount());
    const other = await secondSession(account);
    const signedOut = await openSocket(account.token);
    const stays = await openSocket(other);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(account.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await disconnected(signedOut, 'the signed-out session’s socket to close');
    expect(stays.connected).toBe(true);
  });

  it('are disconnected when a password change signs out the other devices', async () => {
    const account = await registerAccount(t.app, newAccount());
    const otherDevice = await secondSession(account);
    const socket = await openSocket(otherDevice);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.token),
      payload: {
        currentPassword: account.password,
        newPassword: 'amber-glacier-window-63',
        revokeOtherSessions: true,
      },
    });
    expect(res.statusCode).toBe(200);
    await disconnected(socket, 'the other device’s socket to close');
  });

  it('are disconnected when a session is revoked', async () => {
    const account = await registerAccount(t.app, newAccount());
    const otherDevice = await secondSession(account);
    const socket = await openSocket(otherDevice);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: bearer(account.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    await disconnected(socket, 'the revoked session’s socket to close');
    await expect(openSocket(otherDevice)).rejects.toThrow('UNAUTHENTICATED');
  });
});
