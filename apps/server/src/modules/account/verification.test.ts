import { sql } from 'drizzle-orm';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { bearer, registerAccount, signIn } from '../../test/accounts.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { createUserRecords } from '../users/index.ts';
import {
  CODE_RULES,
  createAccountRepository,
  createTwilioSms,
  createVerificationFlows,
} from './testing.ts';

const t = await sharedTestApp();
afterAll(() => t.close());

const MINUTE = 60_000;

/** The flows on the test database, with a clock the test moves and the codes it sent. */
function flowsWithClock() {
  let time = Date.parse('2026-11-24T10:00:00Z');
  const sent: { channel: string; to: string; text: string }[] = [];
  let next = 100_000;
  const flows = createVerificationFlows({
    repository: createAccountRepository(t.app.database.db),
    users: createUserRecords(t.app.database.db),
    secret: 'a-test-secret-that-is-long-enough-0123456789',
    mailer: { send: async (m) => void sent.push({ channel: 'email', to: m.to, text: m.text }) },
    publicUrl: 'http://localhost:3000',
    sms: { send: async (m) => void sent.push({ channel: 'mobile', to: m.to, text: m.body }) },
    now: () => new Date(time),
    generate: () => String((next += 1)),
  });
  return {
    flows,
    sent,
    advance: (ms: number) => (time += ms),
    lastCode: () => /\d{6}/.exec(sent.at(-1)!.text)![0],
  };
}

let userId: string;
let counter = 0;
const newNumber = () => `+9198765${String(43000 + (counter += 1)).padStart(5, '0')}`;
beforeAll(async () => {
  userId = (await registerAccount(t.app)).user.id;
});

const errorOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as { code: string; message: string },
  );
  expect(error, 'expected the call to fail').toBeDefined();
  return error!;
};

describe('verification codes', () => {
  it('keeps only a keyed hash of the code, never the code', async () => {
    const { flows, lastCode } = flowsWithClock();
    const mobile = newNumber();
    await flows.sendMobile(userId, mobile);
    const code = lastCode();
    const rows = await rawRows<{ row: string }>(
      t.app.database.db,
      sql`select row_to_json(v)::text as row from verification_code v where target = ${mobile}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(code);
    expect(rows[0]!.row).toMatch(/"code_hash":"[0-9a-f]{64}"/);
  });

  it('works until 10 minutes, not at 10 minutes', async () => {
    const { flows, advance, lastCode } = flowsWithClock();
    const early = newNumber();
    await flows.sendMobile(userId, early);
    advance(CODE_RULES.ttlMs - 1000);
    await flows.verifyMobile(userId, early, lastCode());

    const late = newNumber();
    await flows.sendMobile(userId, late);
    advance(CODE_RULES.ttlMs);
    const error = await errorOf(flows.verifyMobile(userId, late, lastCode()));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('expired');
  });

  it('is single use', async () => {
    const { flows, lastCode } = flowsWithClock();
    const mobile = newNumber();
    await flows.sendMobile(userId, mobile);
    const code = lastCode();
    await flows.verifyMobile(userId, mobile, code);
    const error = await errorOf(flows.verifyMobile(userId, mobile, code));
    expect(error.message).toContain('already used');
  });

  it('refuses the sixth try, even with the right code, until a new code is sent', async () => {
    const { flows, advance, lastCode } = flowsWithClock();
    const mobile = newNumber();
    await flows.sendMobile(userId, mobile);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= CODE_RULES.maxTries; i += 1) {
      const error = await errorOf(flows.verifyMobile(userId, mobile, wrong));
      expect(error.message).toContain('wrong');
    }
    const sixth = await errorOf(flows.verifyMobile(userId, mobile, code));
    expect(sixth.message).toContain('too many wrong tries');
    advance(CODE_RULES.resendGapMs);
    await flows.sendMobile(userId, mobile);
    await flows.verifyMobile(userId, mobile, lastCode());
  });

  it('only the newest code works', async () => {
    const { flows, advance, lastCode } = flowsWithClock();
    const mobile = newNumber();
    await flows.sendMobile(userId, mobile);
    const first = lastCode();
    advance(CODE_RULES.resendGapMs);
    await flows.sendMobile(userId, mobile);
    expect((await errorOf(flows.verifyMobile(userId, mobile, first))).message).toContain('wrong');
    await flows.verifyMobile(userId, mobile, lastCode());
  });

  it('throttles resends: 60 s apart, at most 5 an hour per number, whoever asks', async () => {
    const { flows, advance, sent } = flowsWithClock();
    const other = (await registerAccount(t.app)).user.id;
    const mobile = newNumber();
    await flows.sendMobile(userId, mobile);
    const tooSoon = await errorOf(flows.sendMobile(other, mobile));
    expect(tooSoon.code).toBe('RATE_LIMITED');
    advance(CODE_RULES.resendGapMs - 1000);
    expect((await errorOf(flows.sendMobile(userId, mobile))).code).toBe('RATE_LIMITED');
    advance(1000);
    for (let i = 2; i <= CODE_RULES.maxPerHour; i += 1) {
      await flows.sendMobile(i % 2 ? userId : other, mobile);
      advance(CODE_RULES.resendGapMs);
    }
    expect(sent.filter((m) => m.to === mobile)).toHaveLength(5);
    const sixth = await errorOf(flows.sendMobile(userId, mobile));
    expect(sixth.code).toBe('RATE_LIMITED');
    expect(sixth.message).toContain('Too many codes');
    // Another number is not affected; the first one is free again an hour after its first code.
    await flows.sendMobile(userId, newNumber());
    advance(60 * MINUTE - 4 * CODE_RULES.resendGapMs);
    await flows.sendMobile(userId, mobile);
    expect(sent.filter((m) => m.to === mobile)).toHaveLength(6);
  });

  it('throttles mail codes per address the same way', async () => {
    const { flows, sent } = flowsWithClock();
    const email = `throttle-${Date.now()}@example.test`;
    await flows.sendEmail(userId, email);
    expect((await errorOf(flows.sendEmail(userId, email))).code).toBe('RATE_LIMITED');
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
  });
});

describe('the verification routes', () => {
  it('changes the email only after the code mailed to the new address, read from the dev mailbox', async () => {
    const account = await registerAccount(t.app);
    const newEmail = `new-${Date.now()}@example.test`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send-email-otp',
      headers: bearer(account.token),
      payload: { email: newEmail.toUpperCase() },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send-email-otp',
      headers: bearer(account.token),
      payload: { email: newEmail },
    });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    // Not changed yet.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(account.token),
    });
    expect(before.json().email).toBe(account.email);

    const mailbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?limit=20' });
    const mail = (mailbox.json().items as { to: string; text: string }[]).find(
      (m) => m.to === newEmail,
    );
    const code = /\b(\d{6})\b/.exec(mail!.text)![1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/verify-email-otp',
      headers: bearer(account.token),
      payload: { email: newEmail, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(t.app, { email: newEmail, password: account.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses an address another account has (409) and keeps the code unused', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send-email-otp',
      headers: bearer(account.token),
      payload: { email: other.email },
    });
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?limit=20' });
    const mail = (mailbox.json().items as { to: string; text: string }[]).find(
      (m) => m.to === other.email && m.text.includes('verification code'),
    );
    const code = /\b(\d{6})\b/.exec(mail!.text)![1];
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/verification/verify-email-otp',
        headers: bearer(account.token),
        payload: { email: other.email, code },
      });
    expect((await verify()).statusCode).toBe(409);
    // Still unused: the same answer again, not "already used".
    const second = await verify();
    expect(second.statusCode).toBe(409);
  });

  it('verifies a mobile with the code texted to the SMS sandbox; the sandbox answers only locally', async () => {
    const account = await registerAccount(t.app);
    const mobile = newNumber();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send-mobile-otp',
      headers: bearer(account.token),
      payload: { mobile: mobile.slice(3) },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/resend-mobile-otp',
      headers: bearer(account.token),
      payload: { mobile },
    });
    expect(resend.statusCode).toBe(429);

    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/sms',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    const texts = await t.app.inject({ method: 'GET', url: '/api/v1/dev/sms' });
    const text = (texts.json().items as { to: string; body: string }[]).find(
      (m) => m.to === mobile,
    );
    const code = /\d{6}/.exec(text!.body)![0];
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(page.body).toContain(code);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/verify-mobile-otp',
      headers: bearer(account.token),
      payload: { mobile, code: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('code');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/verify-mobile-otp',
      headers: bearer(account.token),
      payload: { mobile, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ mobile, mobileVerified: true });
  });

  it('names the field of a malformed number', async () => {
    const account = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send-mobile-otp',
      headers: bearer(account.token),
      payload: { mobile: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('mobile');
  });
});

describe("Twilio's Messages API (against a local stand-in)", () => {
  const requests: { url: string; authorization: string; form: URLSearchParams }[] = [];
  let answer: { status: number; body: object } = { status: 201, body: { sid: 'SM1' } };
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url!,
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const twilio = () =>
    createTwilioSms({
      provider: 'twilio',
      accountSid: 'AC123',
      authToken: 'token-xyz',
      from: '+15005550006',
      apiUrl,
    });

  it('posts the text form-encoded with basic auth to the account’s Messages resource', async () => {
    answer = { status: 201, body: { sid: 'SM1' } };
    await twilio().send({ to: '+919876543210', body: '123456 is your code' });
    const request = requests.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('AC123:token-xyz').toString('base64')}`,
    );
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: '123456 is your code',
    });
  });

  it('turns a number Twilio cannot text into a 400 on mobile, and anything else into an error', async () => {
    answer = { status: 400, body: { code: 21614, message: 'not a mobile number' } };
    const refused = await errorOf(twilio().send({ to: '+911234567890', body: 'x' }));
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.message).toContain('mobile');
    answer = { status: 500, body: { message: 'down' } };
    const failed = await errorOf(twilio().send({ to: '+919876543210', body: 'x' }));
    expect(failed.message).toContain('500');
  });
});
