import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// PUBLIC_URL is http://localhost:3000 (test-app.ts); every other address is "another address".
let t: TestApp;
let proxied: TestApp;
let account: Awaited<ReturnType<typeof registerAccount>>;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    TRUSTED_ORIGINS: 'https://partner.example, http://10.0.0.7:8080',
  });
  proxied = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' });
  account = await registerAccount(t.app);
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const credentials = () => ({ email: account.email, password: account.password });

/** A browser's sign-in POST: sent to `host`, from a page on `origin`. */
const browserSignIn = (app: TestApp['app'], headers: Record<string, string>, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', ...headers },
    payload: payload ?? credentials(),
  });

describe('POST /api/auth/sign-in/email from the addresses the app is opened at', () => {
  it('signs in a page opened at http://127.0.0.1:3000, with or without an old cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=left-over']) {
      const res = await browserSignIn(t.app, {
        host: '127.0.0.1:3000',
        origin: 'http://127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
        ...(cookie && { cookie }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    }
  });

  it('signs in a page opened at a LAN address', async () => {
    const res = await browserSignIn(t.app, {
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.20:3000',
      'sec-fetch-site': 'same-origin',
      cookie: 'theme=dark',
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs in behind a proxy without PUBLIC_URL, from the address the proxy was asked for', async () => {
    const other = await registerAccount(proxied.app);
    const res = await browserSignIn(
      proxied.app,
      {
        host: '127.0.0.1:3000',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'shop.example',
        origin: 'https://shop.example',
        'sec-fetch-site': 'same-origin',
        cookie: 'theme=dark',
      },
      { email: other.email, password: other.password },
    );
    expect(res.statusCode).toBe(200);
  });

  it('signs in a page on an origin listed in TRUSTED_ORIGINS', async () => {
    for (const origin of ['https://partner.example', 'http://10.0.0.7:8080']) {
      const res = await browserSignIn(t.app, {
        host: 'localhost:3000',
        origin,
        'sec-fetch-site': 'cross-site',
        cookie: 'theme=dark',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a cookie-carrying request from a foreign origin with 403 in plain words', async () => {
    const res = await browserSignIn(t.app, {
      host: 'localhost:3000',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      cookie: 'better-auth.session_token=victim',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'The request came from a page on https://evil.example, not from Vitrine, so it was refused. Open Vitrine at its own address and try again.',
      },
    });
  });

  it('refuses a cookie-carrying request that does not say where it came from', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: 'better-auth.session_token=victim' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.json().error.message).toMatch(/did not|not the address/);
  });

  it('refuses a sign-in form posted from another site, which would sign a visitor into a stranger account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: {
        host: 'localhost:3000',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      payload: credentials(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('https://evil.example');
  });
});

describe('sign-in from a script, an app or a server', () => {
  it("signs in with Node's fetch (no Origin, Sec-Fetch-Mode: cors) and reads /api/v1/userRoles with the bearer token", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials()),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };

    const roles = await fetch(`${base}/api/v1/userRoles`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(roles.status).toBe(200);
    expect(await roles.json()).toEqual({
      _id: account.user.id,
      role: { customer: true, vendor: false, employee: false, admin: false },
    });
  });
});
