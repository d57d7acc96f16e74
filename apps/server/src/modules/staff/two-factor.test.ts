import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  accountWithRoles,
  bearer,
  newAccount,
  registerAccount,
  signIn,
} from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUsersRepository } from '../users/index.ts';

const t = await createTestApp({
  STAFF_TWO_FACTOR: 'required',
  AUTH_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'error',
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
});
afterAll(() => t.close());

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for the secret of an otpauth:// URI, as an app computes it. */
function totp(uri: string, at = Date.now()): string {
  const base32 = new URL(uri).searchParams.get('secret')!.replace(/=+$/, '').toUpperCase();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

const staffCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/getAdminDetails', headers: bearer(token) });

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.split(';')[0])
    .join('; ');

describe('two-factor sign-in for staff (STAFF_TWO_FACTOR=required)', () => {
  it('refuses staff work until TOTP is set up, then asks for the code at every sign-in', async () => {
    const account = newAccount();
    const { token, user } = await registerAccount(t.app, account);
    await createUsersRepository(t.app.database.db).setRoles(user.id, {
      customer: false,
      vendor: false,
      employee: false,
      admin: true,
    });

    const before = await staffCall(token);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('TWO_FACTOR_REQUIRED');

    // Set-up: the authenticator app's URI, then one code proves it works.
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(token),
      payload: { password: account.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Vitrine:/);
    expect(backupCodes.length).toBeGreaterThan(0);
    // Not on until a code is verified.
    expect((await staffCall(token)).json().error.code).toBe('TWO_FACTOR_REQUIRED');

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: bearer(token),
      payload: { code: totp(totpURI) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // better-auth replaces the session when two-factor is switched on.
    const newToken = verified.headers['set-auth-token'] as string;
    expect(newToken).toBeTruthy();
    expect((await staffCall(newToken)).statusCode).toBe(200);

    // Signing in again: the password alone gives no session, the code does.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: account.email, password: account.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(signIn.json().token).toBeUndefined();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: cookieOf(signIn), origin: t.config.publicUrl },
      payload: { code: totp(totpURI, Date.now() + 10 * 60_000) },
    });
    // A wrong code names the field; it does not look like a lost session.
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'code', message: 'is not the code your authenticator app shows now' },
    ]);

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: cookieOf(signIn), origin: t.config.publicUrl },
      payload: { code: totp(totpURI) },
    });
    expect(second.statusCode, second.body).toBe(200);
    const sessionToken = (second.headers['set-auth-token'] as string) ?? second.json().token;
    expect((await staffCall(sessionToken)).statusCode).toBe(200);
  });

  /** An admin who switched two-factor on: the session that did it, and the authenticator's URI. */
  const enrolledAdmin = async () => {
    const account = newAccount();
    const registered = await registerAccount(t.app, account);
    await createUsersRepository(t.app.database.db).setRoles(registered.user.id, {
      customer: false,
      vendor: false,
      employee: false,
      admin: true,
    });
    // Signed in elsewhere with the password alone, before two-factor was on.
    const earlier = (await signIn(t.app, account)).json<{ token: string }>().token;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(registered.token),
      payload: { password: account.password },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: bearer(registered.token),
      payload: { code: totp(totpURI) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.headers['set-auth-token'] as string;
    return { account, userId: registered.user.id, token, earlier, totpURI, backupCodes };
  };

  /** Password, then the second step with the sign-in's cookie: the new session's token. */
  const signInWithSecondStep = async (
    account: { email: string; password: string },
    step: { url: string; code: string },
  ) => {
    const first = await signIn(t.app, account);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const second = await t.app.inject({
      method: 'POST',
      url: step.url,
      headers: { cookie: cookieOf(first), origin: t.config.publicUrl },
      payload: { code: step.code },
    });
    expect(second.statusCode, second.body).toBe(200);
    return (second.headers['set-auth-token'] as string) ?? second.json().token;
  };

  it('ends the sessions signed in with the password alone when two-factor is switched on', async () => {
    const admin = await enrolledAdmin();
    expect((await staffCall(admin.token)).statusCode).toBe(200);
    const earlier = await staffCall(admin.earlier);
    expect(earlier.statusCode, earlier.body).toBe(401);
    expect(earlier.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('counts a session as two-factor only once it passed a code, not because the account has it on', async () => {
    const admin = await enrolledAdmin();
    // A session opened without the second step (as a social sign-in opens one).
    const context = await t.app.auth.$context;
    const social = await context.internalAdapter.createSession(admin.userId);
    const refused = await staffCall(social.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      details: { twoFactorEnabled: true },
    });

    // Confirming a code with that session makes it a two-factor session.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: bearer(social.token),
      payload: { code: totp(admin.totpURI) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await staffCall(social.token)).statusCode).toBe(200);
  });

  it('takes a backup code as the second step at sign-in', async () => {
    const admin = await enrolledAdmin();
    const token = await signInWithSecondStep(admin.account, {
      url: '/api/auth/two-factor/verify-backup-code',
      code: admin.backupCodes[0]!,
    });
    expect((await staffCall(token)).statusCode).toBe(200);
  });

  it('ends every other session when two-factor is switched off, and staff work stops', async () => {
    const admin = await enrolledAdmin();
    const laptop = await signInWithSecondStep(admin.account, {
      url: '/api/auth/two-factor/verify-totp',
      code: totp(admin.totpURI),
    });
    expect((await staffCall(laptop)).statusCode).toBe(200);
    // Signing in with the second step ends no other session.
    expect((await staffCall(admin.token)).statusCode).toBe(200);

    const disabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: bearer(admin.token),
      payload: { password: admin.account.password },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await staffCall(laptop)).statusCode).toBe(401);
    const replaced = disabled.headers['set-auth-token'] as string;
    const after = await staffCall(replaced);
    expect(after.statusCode, after.body).toBe(403);
    expect(after.json().error).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      details: { twoFactorEnabled: false },
    });
  });

  it('guards every staff operation in the OpenAPI document (employee or admin only)', async () => {
    const { token } = await accountWithRoles(t.app, { admin: true, employee: true });
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
    };
    const staffOperations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) =>
          operation['x-roles']?.every((role) => role === 'employee' || role === 'admin'),
        )
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(staffOperations.length).toBeGreaterThan(5);
    for (const { method, path } of staffOperations) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, 'x'),
        headers: bearer(token),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().error.code, `${method} ${path}`).toBe('TWO_FACTOR_REQUIRED');
    }
  });

  it('asks nothing of customers: their operations need no second factor', async () => {
    const customer = await accountWithRoles(t.app, { customer: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/credits',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(200);
  });
});
