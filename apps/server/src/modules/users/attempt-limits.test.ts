import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bearer, newAccount, signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

// The production defaults are 10 and 100 per 15 minutes with a 1 s delay; these keep tests short.
const MAX = 3;
const ACCOUNT_MAX = 6;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_ACCOUNT_MAX: String(ACCOUNT_MAX),
    AUTH_RATE_LIMIT_DELAY_MS: '0',
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per test, so the per-IP counts of tests do not add up. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Registers from a fresh address, so registrations do not use up the per-address limit. */
const register = async (app = t.app) => {
  const account = newAccount();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: account,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(201);
  return { ...account, ...(res.json() as { token: string }) };
};

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
  it('allow 10 guesses per account and address and 100 per account per 15 minutes, slowed from the fourth, unless configured otherwise', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) });
    expect(config.authRateLimit).toEqual({
      max: 10,
      windowMs: 15 * 60 * 1000,
      accountMax: 100,
      delayMs: 1000,
    });
  });

  it('stop wrong passwords from one address without locking the owner out from another', async () => {
    const account = await register();
    const attacker = freshIp();
    for (let i = 0; i < MAX; i++) {
      const res = await signIn(
        t.app,
        { email: account.email, password: `wrong-guess-${i}-x` },
        attacker,
      );
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(
      await signIn(t.app, { email: account.email, password: account.password }, attacker),
    );
    const owner = await signIn(
      t.app,
      { email: account.email, password: account.password },
      freshIp(),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('forget the guesses from an address once the right password is given there', async () => {
    const account = await register();
    const ip = freshIp();
    const answers: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX - 1; i++) {
        answers.push(
          (await signIn(t.app, { email: account.email, password: `typo-${round}-${i}-x` }, ip))
            .statusCode,
        );
      }
      answers.push(
        (await signIn(t.app, { email: account.email, password: account.password }, ip)).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it('end guesses at one account from changing addresses at the higher per-account ceiling', async () => {
    const account = await register();
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      const res = await signIn(
        t.app,
        { email: account.email, password: `wrong-guess-${i}-x` },
        freshIp(),
      );
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(
      await signIn(t.app, { email: account.email, password: account.password }, freshIp()),
    );
  });

  it('end sign-ins to many accounts from one address at the per-address ceiling', async () => {
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_MAX; i++) {
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
    const known = await register();
    for (const email of [known.email, `nobody-${freshIp()}@example.test`]) {
      const answers: number[] = [];
      for (let i = 0; i <= ACCOUNT_MAX; i++) {
        answers.push(
          (await signIn(t.app, { email, password: 'some-password-1' }, freshIp())).statusCode,
        );
      }
      expect(answers).toEqual([...Array(ACCOUNT_MAX).fill(401), 429]);
    }
  });

  it('limit wrong current passwords on change-password like sign-in, even for the holder of a token', async () => {
    const account = await register();
    const ip = freshIp();
    const changePassword = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(account.token),
        payload: { currentPassword, newPassword: 'amber-glacier-window-63' },
        remoteAddress: ip,
      });
    for (let i = 0; i < MAX; i++) {
      const res = await changePassword(`not-it-${i}-x`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('currentPassword');
    }
    expectRateLimited(await changePassword(account.password));
  });

  it('limit wrong two-factor codes and password checks from the holder of a token', async () => {
    const account = await register();
    const ip = freshIp();
    const call = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(account.token),
        payload,
        remoteAddress: ip,
      });
    // Wrong passwords to the set-up, then to switching it off: one budget with change-password.
    for (let i = 0; i < MAX; i++) {
      const res = await call('/api/auth/two-factor/enable', { password: `not-it-${i}-x` });
      expect(res.statusCode).toBe(400);
    }
    expectRateLimited(await call('/api/auth/two-factor/disable', { password: account.password }));

    // A session confirming codes (a social sign-in's, say) cannot try a million of them.
    const other = await register();
    const otherIp = freshIp();
    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        headers: bearer(other.token),
        payload: { code },
        remoteAddress: otherIp,
      });
    const answers: number[] = [];
    for (let i = 0; i <= MAX; i++) answers.push((await confirm(String(100000 + i))).statusCode);
    expect(answers).toEqual([...Array(MAX).fill(400), 429]);
  });

  it('limit forgot-password requests per email, known or not', async () => {
    const known = await register();
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

describe('progressive delay', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ AUTH_RATE_LIMIT_DELAY_MS: '1000' });
  });
  afterAll(() => slow.close());

  it('makes each guess after the third from one address wait twice as long as the last, and only there', async () => {
    const account = await register(slow.app);
    const ip = '10.9.0.1';
    const guess = (n: number, from = ip) =>
      signIn(slow.app, { email: account.email, password: `wrong-guess-${n}-x` }, from);
    for (let i = 0; i < 3; i++) expect((await guess(i)).statusCode).toBe(401);

    const early = await guess(3);
    expectRateLimited(early);
    expect(early.headers['retry-after']).toBe('1');
    // A refused early guess does not count: once the second is over, the fourth guess is heard.
    const fourth = await waitFor(
      async () => {
        const res = await guess(3);
        return res.statusCode === 429 ? undefined : res;
      },
      { what: 'the one-second delay to pass' },
    );
    expect(fourth.statusCode).toBe(401);
    const next = await guess(4);
    expectRateLimited(next);
    expect(next.headers['retry-after']).toBe('2');

    const owner = await signIn(
      slow.app,
      { email: account.email, password: account.password },
      '10.9.0.2',
    );
    expect(owner.statusCode).toBe(200);
  });
});
