import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { connect, createSocket, listenOnRandomPort } from '../../test/realtime-client.ts';
import { createTestDatabaseUrl } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from './users.repository.ts';

// Two instances need a Redis between them and a PostgreSQL both can reach; CI sets both.
const redisUrl = process.env.REDIS_URL;
const missing = [
  !redisUrl && 'REDIS_URL',
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
].filter(Boolean);
if (missing.length > 0) {
  console.warn(
    `\n*** SKIPPING the two-instance attempt-limit and sign-out tests: ${missing.join(' and ')} not set. ***\n` +
      '*** Run them with REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ***\n',
  );
}

describe.skipIf(missing.length > 0)('two server instances behind one Redis: accounts', () => {
  // Keys of this run only, so parallel runs sharing the Redis do not interfere.
  const prefix = `vitrine:test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const options = {
    realtime: { redisPrefix: `${prefix}:realtime` },
    attemptLimits: { redisPrefix: `${prefix}:attempts` },
  };
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let config: Config;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cluster-'));
    const database = await createTestDatabaseUrl();
    dropDatabase = database.drop;
    config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
      // The production limit of 10 per account and address; no delay, so ten guesses run at once.
      AUTH_RATE_LIMIT_DELAY_MS: '0',
    });
    // One after the other: both apply the migrations to the shared database on start.
    a = await buildApp(config, options);
    await a.ready();
    b = await buildApp(config, options);
    await b.ready();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('share one attempt limit: the eleventh wrong password spread over both instances is 429, and stays so after a restart', async () => {
    const account = await registerAccount(a, newAccount());
    const guess = (app: FastifyInstance, i: number) =>
      signIn(app, { email: account.email, password: `wrong-guess-${i}-x` }, '10.20.0.1');
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await guess(i % 2 === 0 ? a : b, i)).statusCode);
    expect(answers).toEqual(Array(10).fill(401));
    expect((await guess(a, 10)).statusCode).toBe(429);
    expect((await guess(b, 11)).statusCode).toBe(429);

    await b.close();
    b = await buildApp(config, options);
    await b.ready();
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
