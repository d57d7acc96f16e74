import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUsersRepository } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  // A roomy attempt limit here; the limit itself is tested below with a small one.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/register', payload });

describe('POST /api/v1/user/register', () => {
  it('creates a signed-in customer who can sign in again and read their roles', async () => {
    const account = newAccount({ name: 'Meera Shah' });
    const res = await register(account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({ id: expect.any(String), name: 'Meera Shah', email: account.email });
    expect(body.token).toEqual(expect.any(String));

    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v1/userRoles',
      headers: bearer(body.token),
    });
    expect(roles.json()).toEqual({
      _id: body.user.id,
      role: { customer: true, vendor: false, employee: false, admin: false },
    });

    const again = await signIn(t.app, { email: account.email, password: account.password });
    expect(again.statusCode).toBe(200);
    const { token } = again.json();
    const rolesAgain = await t.app.inject({
      method: 'GET',
      url: '/api/v1/userRoles',
      headers: bearer(token),
    });
    expect(rolesAgain.statusCode).toBe(200);
    expect(rolesAgain.json()._id).toBe(body.user.id);
    expect(rolesAgain.json().role.customer).toBe(true);
  });

  it('stores the email in lower case so the account is found however it is typed', async () => {
    const account = newAccount();
    await registerAccount(t.app, { ...account, email: account.email.toUpperCase() });
    const res = await signIn(t.app, { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);
  });

  it('refuses a second account with the same email with 409', async () => {
    const account = await registerAccount(t.app);
    const res = await register({ ...newAccount(), email: account.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
  });

  it('names the email field when the email is malformed', async () => {
    const res = await register(newAccount({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  it('names the password field when the password is too short', async () => {
    const res = await register(newAccount({ password: 'x7#kq' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: 'password', message: 'must be at least 8 characters' },
    ]);
  });

  it('names the password field when the password is too long', async () => {
    const res = await register(newAccount({ password: 'a'.repeat(129) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('password');
  });

  it('refuses one of the most common passwords, naming the password field', async () => {
    const res = await register(newAccount({ password: 'Password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual([
      { field: 'password', message: expect.stringContaining('common') },
    ]);
  });

  it('refuses weak passwords and ones made of the user’s own email or name, naming the password field', async () => {
    const email = `kavya.menon.${Date.now()}@example.test`;
    for (const password of [' '.repeat(8), 'aaaaaaaa', email, 'kavyamenon1990']) {
      const res = await register({ name: 'Kavya Menon', email, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: 'password', message: expect.stringContaining('too easy to guess') },
      ]);
    }
    expect(
      (await register({ name: 'Kavya Menon', email, password: 'tidal-mango-ledger' })).statusCode,
    ).toBe(201);
  });

  it('names the name field when the name is missing or blank', async () => {
    const { name: _name, ...withoutName } = newAccount();
    const missing = await register(withoutName);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((d: { field: string }) => d.field)).toEqual(['name']);

    const blank = await register(newAccount({ name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.map((d: { field: string }) => d.field)).toEqual(['name']);
  });

  it('keeps the password only as an argon2id hash', async () => {
    const account = await registerAccount(t.app);
    const ctx = await t.app.auth.$context;
    const accounts = await ctx.internalAdapter.findAccounts(account.user.id);
    const hash = accounts.find((a) => a.providerId === 'credential')?.password;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(account.password);
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('answers with a bearer token that authenticates API calls', async () => {
    const account = await registerAccount(t.app);
    const res = await signIn(t.app, { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { id: account.user.id } });
    expect(await t.app.resolveBearer(res.json().token)).toEqual({
      userId: account.user.id,
      sessionId: expect.any(String),
    });
  });

  it('answers 401 in our error body for a wrong password', async () => {
    const account = await registerAccount(t.app);
    const res = await signIn(t.app, { email: account.email, password: 'not-the-password-9' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'The email or password is not correct.' },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await signIn(t.app, { email: 'nobody@example.test', password: 'whatever-it-is-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The email or password is not correct.');
  });

  it('names the email field when the email is malformed', async () => {
    const res = await signIn(t.app, { email: 'nobody-at-example', password: 'whatever-it-is-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual([{ field: 'email', message: expect.any(String) }]);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends the session so the bearer token no longer works', async () => {
    const { token } = await registerAccount(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v1/userRoles',
      headers: bearer(token),
    });
    expect(roles.statusCode).toBe(401);
    expect(await t.app.resolveBearer(token)).toBeNull();
  });
});

describe('cookie sessions', () => {
  it('refuse a state-changing request from a foreign site (CSRF) and accept our own', async () => {
    const account = await registerAccount(t.app);
    const signedIn = await signIn(t.app, { email: account.email, password: account.password });
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const signOut = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin } });

    const forged = await signOut('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('FORBIDDEN');
    expect(await t.app.resolveBearer(signedIn.json().token)).not.toBeNull();

    const ours = await signOut('http://localhost:3000');
    expect(ours.statusCode).toBe(200);
    expect(await t.app.resolveBearer(signedIn.json().token)).toBeNull();
  });
});

describe("better-auth's own sign-up and reset-request routes", () => {
  it('are closed, so every account is made through register and every reset request is limited', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: newAccount(),
    });
    expect(signUp.statusCode).toBe(404);
    const resetRequest = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'someone@example.test' },
    });
    expect(resetRequest.statusCode).toBe(404);
    expect(resetRequest.json().error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/v1/user/register-sso', () => {
  it('adds the customer role to a vendor and keeps the vendor role', async () => {
    const account = await registerAccount(t.app);
    await createUsersRepository(t.app.database.db).setRoles(account.user.id, {
      customer: false,
      vendor: true,
      employee: false,
      admin: false,
    });
    const sso = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register-sso',
      headers: bearer(account.token),
    });
    expect(sso.statusCode).toBe(200);
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v1/userRoles',
      headers: bearer(account.token),
    });
    expect(roles.json().role).toEqual({
      customer: true,
      vendor: true,
      employee: false,
      admin: false,
    });
  });
});

describe('GET /api/v1/userRoles', () => {
  it('answers 401 in our error body without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/userRoles' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' },
    });
  });

  it('answers 401 for a made-up or tampered token', async () => {
    const { token } = await registerAccount(t.app);
    for (const bad of ['made-up-token', `${token.slice(0, -2)}xx`, `${token}.forged-signature`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/userRoles',
        headers: bearer(bad),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /api/v1/auth/providers', () => {
  it('shows no social buttons when no provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json()).toEqual({ google: false, facebook: false });
  });

  it('shows the providers whose client id and secret are configured', async () => {
    const other = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(res.json()).toEqual({ google: true, facebook: true });
    } finally {
      await other.close();
    }
  });
});
