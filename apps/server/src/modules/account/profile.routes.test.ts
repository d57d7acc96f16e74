import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { bearer, registerAccount, signIn } from '../../test/accounts.ts';
import { ownershipFixtures } from '../../test/ownership-fixtures.ts';
import {
  connect,
  createSocket,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createCredits } from '../credits/index.ts';

const t = await sharedTestApp();
let baseUrl: string;
let sockets: ClientSocket[] = [];
beforeAll(async () => {
  baseUrl = await listenOnRandomPort(t.app);
});
afterEach(() => {
  for (const socket of sockets) socket.close();
  sockets = [];
});
afterAll(() => t.close());

const as = (token: string) => ({ headers: bearer(token) });

describe('the profile', () => {
  it('starts from the account and keeps name, photo, currency, locale and time zone', async () => {
    const account = await registerAccount(t.app);
    const initial = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      ...as(account.token),
    });
    expect(initial.json()).toEqual({
      id: account.user.id,
      name: account.name,
      email: account.email,
      emailVerified: false,
      mobile: null,
      mobileVerified: false,
      photo: null,
      currency: null,
      locale: null,
      timeZone: null,
    });

    const photo = await ownershipFixtures['uploaded-image']!(t.app, {
      token: account.token,
      userId: account.user.id,
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      ...as(account.token),
      payload: {
        name: 'Asha R.',
        photoId: photo.id,
        currency: 'usd',
        locale: 'hi-IN',
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Asha R.',
      photo: { id: photo.id },
      currency: 'USD',
      locale: 'hi-IN',
      timeZone: 'Asia/Kolkata',
    });
    expect(patched.json().photo.url).toMatch(/^\/api\/v1\/media\//);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      ...as(account.token),
      payload: { photoId: null, locale: null },
    });
    expect(cleared.json()).toMatchObject({ photo: null, locale: null, currency: 'USD' });
  });

  it('names the field of a bad value, and answers 404 for another user’s upload', async () => {
    const account = await registerAccount(t.app);
    for (const [payload, field] of [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ locale: 'xx-YY' }, 'locale'],
      [{ currency: 'ABC' }, 'currency'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/profile',
        ...as(account.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    const other = await registerAccount(t.app);
    const theirs = await ownershipFixtures['uploaded-image']!(t.app, {
      token: other.token,
      userId: other.user.id,
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      ...as(account.token),
      payload: { photoId: theirs.id },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('export and closing the account', () => {
  it('exports the account as a JSON download', async () => {
    const account = await registerAccount(t.app);
    await ownershipFixtures.address!(t.app, { token: account.token, userId: account.user.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/export',
      ...as(account.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.profile.email).toBe(account.email);
    expect(data.addresses).toHaveLength(1);
    expect(data.credits).toEqual({ balance: 0 });
  });

  it('needs the password, then ends sessions and sockets, refuses sign-in and forfeits the credits', async () => {
    const account = await registerAccount(t.app);
    const userId = account.user.id;
    const credits = createCredits(t.app.database.db);
    await runInTransaction(t.app.database.db, (tx) =>
      credits.grant(tx, { userId, amount: 90, kind: 'staff_adjustment', reference: null }),
    );
    const other = await signIn(t.app, account);
    const otherToken = other.json().token as string;
    const socket = await connect(createSocket(baseUrl, { token: otherToken }, sockets));

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      ...as(account.token),
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('password');
    expect(socket.connected).toBe(true);

    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/account',
      ...as(account.token),
      payload: { password: account.password },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().creditsForfeited).toBe(90);
    expect(closed.json().kept.join(' ')).toContain('Payments');

    await waitFor(() => (socket.connected ? undefined : true), {
      what: 'the other session’s socket to close',
    });
    for (const token of [account.token, otherToken]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', ...as(token) });
      expect(res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, account)).statusCode).toBe(401);
    expect(await credits.balance(userId)).toBe(0);
    // The address can be registered again by someone new.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { name: 'New Person', email: account.email, password: account.password },
    });
    expect(again.statusCode).toBe(201);
  });
});
