import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The production default is 10 attempts per 15 minutes; 3 keeps these tests short.
const MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(MAX) });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per test, so the per-IP counts of tests do not add up. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const expectRateLimited = (res: {
  statusCode: number;
  json: () => unknown;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    error: {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a little and try again.',
    },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('attempt limits', () => {
  it('allow 10 attempts per 15 minutes unless configured otherwise', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) });
    expect(config.authRateLimit).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
  });

  it('end repeated failed sign-ins to one account in 429, even from changing addresses', async () => {
    // Registration and sign-in are counted apart, so registering first uses no sign-in attempt.
    const account = await registerAccount(t.app);
    for (let i = 0; i < MAX; i++) {
      const res = await signIn(
        t.app,
        { email: account.email, password: `wrong-guess-${i}-x` },
        freshIp(),
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await signIn(
      t.app,
      { email: account.email, password: account.password },
      freshIp(),
    );
    expectRateLimited(limited);
  });

  it('end sign-ins to many accounts from one address in 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) {
      const res = await signIn(
        t.app,
        { email: `guess-${i}-${ip}@example.test`, password: 'some-password-1' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await signIn(
      t.app,
      { email: `guess-last-${ip}@example.test`, password: 'some-password-1' },
      ip,
    );
    expectRateLimited(limited);
  });

  it('limit unknown emails exactly like known ones', async () => {
    const unknown = `nobody-${freshIp()}@example.test`;
    const answers: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      answers.push(
        (await signIn(t.app, { email: unknown, password: 'some-password-1' }, freshIp()))
          .statusCode,
      );
    }
    expect(answers).toEqual([...Array(MAX).fill(401), 429]);
  });

  it('limit forgot-password requests per email, known or not', async () => {
    const known = await registerAccount(t.app);
    for (const email of [known.email, 'nobody-at-all@example.test']) {
      const answers: number[] = [];
      for (let i = 0; i <= MAX; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/forgot-password',
          payload: { email },
          remoteAddress: freshIp(),
        });
        answers.push(res.statusCode);
      }
      expect(answers).toEqual([...Array(MAX).fill(202), 429]);
    }
  });

  it('limit registrations from one address', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        payload: newAccount(),
        remoteAddress: ip,
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(MAX).fill(201), 429]);
  });
});
