import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.ts';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { connect, createSocket, listenOnRandomPort } from '../../test/realtime-client.ts';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from './users.repository.ts';

const skip = twoInstancesUnavailable('attempt-limit and sign-out');

describe.skipIf(skip)('two server instances behind one Redis: accounts', () => {
  let cluster: TwoInstances;
  let config: Config;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startTwoInstances(
      // The production limit of 10 per account and address; no delay, so ten guesses run at once.
      { AUTH_RATE_LIMIT_DELAY_MS: '0' },
    );
    ({ a, b, config } = cluster);
  });
  afterAll(() => cluster?.close());

  it('share one attempt limit: the eleventh wrong password spread over both instances is 429, and stays so after a restart', async () => {
    const account = await registerAccount(a, newAccount());
    const guess = (app: FastifyInstance, i: number) =>
      signIn(app, { email: account.email, password: `wrong-guess-${i}-x` }, '10.20.0.1');
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await guess(i % 2 === 0 ? a : b, i)).statusCode);
    expect(answers).toEqual(Array(10).fill(401));
    expect((await guess(a, 10)).statusCode).toBe(429);
    expect((await guess(b, 11)).statusCode).toBe(429);

    b = await cluster.restartB();
    expect((await guess(b, 12)).statusCode).toBe(429);
  });

  it('refuses on instance B, within 1 s, a token signed out on instance A (B had it cached)', async () => {
    const account = await registerAccount(a, newAccount());
    const userRoles = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: bearer(account.token) });
    // B remembers the session now (for SESSION_CACHE_TTL_MS, 5 s by default).
    expect((await userRoles(b)).statusCode).toBe(200);
    expect((await userRoles(b)).statusCode).toBe(200);
    expect(config.sessionCacheTtlMs).toBeGreaterThan(1000);

    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(account.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const signedOut = Date.now();
    await waitFor(async () => ((await userRoles(b)).statusCode === 401 ? true : undefined), {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'instance B to refuse the signed-out token',
    });
    expect(Date.now() - signedOut).toBeLessThan(1000);
    expect((await userRoles(a)).statusCode).toBe(401);
  });

  it('shows a role given on instance A on instance B at once (B had the session cached)', async () => {
    const account = await registerAccount(a, newAccount());
    const vendorOnB = async () =>
      (
        await b.inject({
          method: 'GET',
          url: '/api/v1/userRoles',
          headers: bearer(account.token),
        })
      ).json().role.vendor as boolean;
    expect(await vendorOnB()).toBe(false);
    await createUsersRepository(a.database.db).setRoles(account.user.id, {
      customer: true,
      vendor: true,
      employee: false,
      admin: false,
    });
    await waitFor(async () => ((await vendorOnB()) ? true : undefined), {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'instance B to see the vendor role',
    });
  });

  it('disconnects a session’s socket on instance B when it signs out on instance A', async () => {
    const account = await registerAccount(a, newAccount());
    const urlB = await listenOnRandomPort(b);
    const socket = await connect(createSocket(urlB, { token: account.token }));
    try {
      const res = await a.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: bearer(account.token),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      await waitFor(() => (socket.connected ? undefined : true), {
        what: 'the socket on instance B to close',
      });
    } finally {
      socket.close();
    }
  });
});
