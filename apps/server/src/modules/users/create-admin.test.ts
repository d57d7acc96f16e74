import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, signIn } from '../../test/accounts.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';
import { createAdmin } from './create-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const setPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });
const rolesOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: bearer(token) })).json()
    .role;
const create = (email: string, now?: Date) =>
  createAdmin({
    auth: t.app.auth,
    db: t.app.database.db,
    publicUrl: 'http://localhost:3000',
    email,
    name: 'Ops Person',
    now,
  });

describe('admin:create', () => {
  it('creates an administrator without a password and a link that sets it once', async () => {
    const admin = await create('Ops@Example.test');
    expect(admin.created).toBe(true);
    expect(admin.link).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]{32}$/);

    // No password works before the link is used.
    expect((await signIn(t.app, { email: 'ops@example.test', password: '' })).statusCode).not.toBe(
      200,
    );

    const password = 'lantern-harbour-quietly-42';
    expect((await setPassword(tokenOf(admin.link), password)).statusCode).toBe(200);
    const signedIn = await signIn(t.app, { email: 'ops@example.test', password });
    expect(signedIn.statusCode).toBe(200);
    expect(await rolesOf(signedIn.json().token)).toEqual({
      customer: false,
      vendor: false,
      employee: false,
      admin: true,
    });

    const again = await setPassword(tokenOf(admin.link), 'someone-else-tries-this-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0].field).toBe('token');
    expect((await signIn(t.app, { email: 'ops@example.test', password })).statusCode).toBe(200);
  });

  it('gives a link that no longer works after an hour', async () => {
    const admin = await create('late@example.test', new Date(Date.now() - 61 * 60 * 1000));
    const res = await setPassword(tokenOf(admin.link), 'lantern-harbour-quietly-43');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('token');
  });

  it('makes an existing account an administrator, keeping its other roles', async () => {
    const account = await registerAccount(t.app);
    const admin = await create(account.email);
    expect(admin.created).toBe(false);
    expect(await rolesOf(account.token)).toEqual({
      customer: true,
      vendor: false,
      employee: false,
      admin: true,
    });
  });

  it('refuses something that is not an email address', async () => {
    await expect(create('not-an-email')).rejects.toThrow('"not-an-email" is not an email address.');
  });
});
