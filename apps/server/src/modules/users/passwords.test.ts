import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const forgotPassword = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/forgot-password', payload: { email } });

/** The reset mail to an address (a new account also gets a welcome mail). */
const resetMailTo = (email: string) =>
  inbox.received.find(
    (m) => m.to.includes(email) && m.body.includes('Subject: Reset your Vitrine password'),
  );

const resetLinkIn = (body: string) =>
  /http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body);

/** Asks for a reset of `email` and returns the token from the link mailed for it. */
const resetTokenFor = async (email: string) => {
  await forgotPassword(email);
  const mail = await waitFor(() => resetMailTo(email), { what: 'the reset mail' });
  return decodeURIComponent(resetLinkIn(mail.body)![1]!);
};

describe('POST /api/v1/user/forgot-password', () => {
  it('mails a reset link over SMTP that sets a new password and retires the old one', async () => {
    const account = await registerAccount(t.app);
    const res = await forgotPassword(account.email);
    expect(res.statusCode).toBe(202);

    const mail = await waitFor(() => resetMailTo(account.email), { what: 'the reset mail' });
    expect(mail.body).toContain('Subject: Reset your Vitrine password');
    const link = resetLinkIn(mail.body);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const newPassword = 'velvet-compass-morning-17';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const withOld = await signIn(t.app, { email: account.email, password: account.password });
    expect(withOld.statusCode).toBe(401);
    const withNew = await signIn(t.app, { email: account.email, password: newPassword });
    expect(withNew.statusCode).toBe(200);
    // Sessions opened before the reset are signed out.
    expect(await t.app.resolveBearer(account.token)).toBeNull();

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'another-fresh-phrase-88' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('VALIDATION_FAILED');
    expect(reused.json().error.details[0].field).toBe('token');
  });

  it('answers an unknown email exactly like a known one and sends it nothing', async () => {
    const known = await registerAccount(t.app);
    const unknownEmail = 'no-such-account@example.test';
    const before = inbox.received.length;

    const forUnknown = await forgotPassword(unknownEmail);
    const forKnown = await forgotPassword(known.email);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual(forKnown.json());

    // Mail leaves in request order, so once the known account's mail is here, any mail for
    // the unknown address would have been too.
    await waitFor(() => resetMailTo(known.email), { what: 'the reset mail of the known account' });
    const sinceThen = inbox.received.slice(before);
    expect(sinceThen.filter((m) => m.to.includes(unknownEmail))).toEqual([]);
    expect(
      sinceThen
        .filter((m) => m.body.includes('Subject: Reset your Vitrine password'))
        .map((m) => m.to),
    ).toEqual([[known.email]]);
  });

  it('refuses a new password from the common-password list, naming newPassword', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'iloveyou' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'newPassword', message: expect.stringContaining('common') },
    ]);
  });

  it('refuses a new password made of the account’s own name, known from the reset token', async () => {
    const account = await registerAccount(t.app, newAccount({ name: 'Rohini Iyer' }));
    const token = await resetTokenFor(account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'rohiniiyer2024' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'newPassword', message: expect.stringContaining('too easy to guess') },
    ]);
  });

  it('names the email field when the email is malformed', async () => {
    const res = await forgotPassword('nobody');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('email');
  });
});

describe('POST /api/v1/user/reset-password/check', () => {
  const check = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/reset-password/check', payload });

  it('says a fresh link is valid without using it up, and that a used one is not', async () => {
    const account = await registerAccount(t.app);
    const token = await resetTokenFor(account.email);

    expect((await check({ token })).json()).toEqual({ valid: true });
    expect((await check({ token })).json()).toEqual({ valid: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'harbour-quilt-semaphore-4' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await check({ token })).json()).toEqual({ valid: false });
  });

  it('says a token it never issued is not valid', async () => {
    const res = await check({ token: 'never-issued-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false });
  });

  it('names the token field when it is missing or blank', async () => {
    for (const payload of [{}, { token: '  ' }]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('token');
    }
  });
});

describe('POST /api/auth/change-password', () => {
  const changePassword = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload,
    });

  it('changes the password when the current password is confirmed', async () => {
    const account = await registerAccount(t.app);
    const newPassword = 'amber-river-clockwork-5';
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await signIn(t.app, { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, { email: account.email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('keeps the old password when the current password is wrong, naming currentPassword', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: 'not-my-password-at-all',
      newPassword: 'amber-river-clockwork-6',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details[0].field).toBe('currentPassword');
    expect(
      (await signIn(t.app, { email: account.email, password: account.password })).statusCode,
    ).toBe(200);
  });

  it('refuses a common new password, naming newPassword', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('newPassword');
  });

  it('refuses the account’s own email as the new password, naming newPassword', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: account.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'newPassword', message: expect.stringContaining('too easy to guess') },
    ]);
  });

  const userRolesWith = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: bearer(token) });

  it('signs out the other devices unless told not to, and hands this device a new token', async () => {
    const account = await registerAccount(t.app);
    const phone = (await signIn(t.app, account)).json<{ token: string }>().token;
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'amber-river-clockwork-8',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRolesWith(phone)).statusCode).toBe(401);
    const token = res.json<{ token: string | null }>().token;
    expect(token).toEqual(expect.any(String));
    expect((await userRolesWith(token!)).statusCode).toBe(200);
  });

  it('keeps the other devices signed in when revokeOtherSessions is false', async () => {
    const account = await registerAccount(t.app);
    const phone = (await signIn(t.app, account)).json<{ token: string }>().token;
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'amber-river-clockwork-9',
      revokeOtherSessions: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRolesWith(phone)).statusCode).toBe(200);
    expect((await userRolesWith(account.token)).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'whatever-it-was', newPassword: 'amber-river-clockwork-7' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
