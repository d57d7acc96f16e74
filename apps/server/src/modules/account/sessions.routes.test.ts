import type { SignedInSession } from '@vitrine/contracts/sessions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, signIn } from '../../test/accounts.ts';
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

const sessions = async (token: string): Promise<SignedInSession[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user/sessions',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};

const otherDevice = async (account: { email: string; password: string }, ip: string) => {
  const res = await signIn(t.app, account, ip);
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};

describe('GET /user/sessions and signing out the others', () => {
  it('lists my sessions, this one first and marked, without tokens, and not anyone else’s', async () => {
    const account = await registerAccount(t.app);
    const phone = await otherDevice(account, '10.0.0.7');
    const stranger = await registerAccount(t.app);

    const mine = await sessions(account.token);
    expect(mine).toHaveLength(2);
    expect(mine.map((s) => s.current)).toEqual([true, false]);
    expect(mine[1]!.ipAddress).toBe('10.0.0.7');
    expect(JSON.stringify(mine)).not.toContain(account.token);
    expect(JSON.stringify(mine)).not.toContain(phone);

    const fromPhone = await sessions(phone);
    expect(fromPhone.find((s) => s.current)?.id).toBe(mine[1]!.id);
    expect(await sessions(stranger.token)).toHaveLength(1);
  });

  it('after "sign out the others", lists only this session and the others’ sockets end', async () => {
    const account = await registerAccount(t.app);
    const tablet = await otherDevice(account, '10.0.0.8');
    const tabletSocket = await connect(createSocket(baseUrl, { token: tablet }, sockets));
    const mySocket = await connect(createSocket(baseUrl, { token: account.token }, sockets));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      headers: bearer(account.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);

    await waitFor(() => (tabletSocket.connected ? undefined : true), {
      what: 'the tablet’s socket to close',
    });
    expect(mySocket.connected).toBe(true);
    const left = await sessions(account.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/sessions',
      headers: bearer(tablet),
    });
    expect(revoked.statusCode).toBe(401);
  });
});
