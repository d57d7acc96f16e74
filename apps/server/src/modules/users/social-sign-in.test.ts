import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { authorizeAtProvider, CookieJar, startOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const publicUrl = 'http://localhost:3000';
const client = {
  clientId: 'vitrine-test-client',
  clientSecret: 'vitrine-test-client-secret-0123456789',
  redirectUri: `${publicUrl}/api/auth/callback/google`,
};

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider(client);
  t = await createTestApp({
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The whole redirect dance, as the browser does it; returns the app's cookies afterwards. */
async function signInWithGoogle(login: string) {
  const jar = new CookieJar();
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: publicUrl },
    payload: { provider: 'google', callbackURL: '/user' },
  });
  expect(start.statusCode).toBe(200);
  jar.store(start.headers['set-cookie']);
  const authorizationUrl: string = start.json().url;
  expect(authorizationUrl.startsWith(provider.issuer)).toBe(true);

  const callback = await authorizeAtProvider(authorizationUrl, login);
  expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);

  const back = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: jar.header() },
  });
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe('/user');
  jar.store(back.headers['set-cookie']);
  return jar;
}

/** The web app's next step after the redirect: read the session (cookie) to get a bearer token. */
async function bearerTokenFrom(jar: CookieJar) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie: jar.header() },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    session: { token: string };
    user: { id: string; email: string; name: string };
  };
}

describe('Google sign-in through OpenID Connect discovery', () => {
  it('signs a new user in at the provider, and register-sso makes them a customer once', async () => {
    const jar = await signInWithGoogle('ravi');
    const { session, user } = await bearerTokenFrom(jar);
    expect(user).toMatchObject({ email: 'ravi@example.test', name: 'Ravi Social' });
    const auth = bearer(session.token);

    const before = await t.app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: auth });
    expect(before.json()).toEqual({
      _id: user.id,
      role: { customer: false, vendor: false, employee: false, admin: false },
    });

    for (let i = 0; i < 2; i++) {
      const sso = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register-sso',
        headers: auth,
      });
      expect(sso.statusCode).toBe(200);
      expect(sso.json()).toEqual({
        user: { id: user.id, name: 'Ravi Social', email: 'ravi@example.test' },
      });
    }

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: auth });
    expect(after.json()).toEqual({
      _id: user.id,
      role: { customer: true, vendor: false, employee: false, admin: false },
    });
  });

  it('signs the same person in to the same account the next time', async () => {
    const first = await bearerTokenFrom(await signInWithGoogle('leela'));
    const second = await bearerTokenFrom(await signInWithGoogle('leela'));
    expect(second.user.id).toBe(first.user.id);
    expect(second.session.token).not.toBe(first.session.token);
  });

  it('answers register-sso without a session with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/register-sso' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('reports Google as available to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(res.json()).toEqual({ google: true, facebook: false });
  });
});
