import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from './auth.schema.ts';
import { bearer, newAccount, registerAccount, signIn } from '../../test/accounts.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from './users.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(() => t.close());

/** A fresh account signed in by email: its `set-auth-token` (signed) and its user id. */
async function signedIn() {
  const account = await registerAccount(t.app, newAccount());
  const res = await signIn(t.app, { email: account.email, password: account.password });
  expect(res.statusCode).toBe(200);
  const token = res.headers['set-auth-token'] as string;
  expect(token).toContain('.');
  return { token, userId: account.user.id };
}

const userRoles = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/userRoles', headers: bearer(token) });

const rowOf = async (token: string) => {
  const raw = decodeURIComponent(token).split('.')[0]!;
  const [row] = await t.app.database.db.select().from(session).where(eq(session.token, raw));
  return row;
};

describe('signed-in requests without better-auth’s request pipeline', () => {
  it('accepts and refuses exactly the bearer values better-auth accepts and refuses', async () => {
    const { token } = await signedIn();
    const plain = decodeURIComponent(token);
    const [raw, signature] = plain.split('.') as [string, string];
    const other = (await signedIn()).token;
    const variants = {
      'as handed out': token,
      'URL-decoded': plain,
      'URL-encoded': encodeURIComponent(plain),
      'the bare session token': raw,
      'signed with another secret': `${raw}.${createHmac('sha256', 'x').update(raw).digest('base64')}`,
      'one signature character changed': `${raw}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      'truncated signature': `${raw}.${signature.slice(0, -2)}`,
      'another session’s signature': `${raw}.${decodeURIComponent(other).split('.')[1]}`,
      'a made-up token': 'madeUpTokenThatIsNotInTheDatabase',
      'a second dot': `${raw}.${signature}.${signature}`,
      'empty token': `.${signature}`,
    };
    for (const [what, value] of Object.entries(variants)) {
      const theirs = await t.app.auth.api.getSession({ headers: new Headers(bearer(value)) });
      const ours = await userRoles(value);
      expect({ what, status: ours.statusCode }).toEqual({ what, status: theirs ? 200 : 401 });
    }
    // The valid ones are really valid (the table above is not all refusals).
    expect((await userRoles(token)).statusCode).toBe(200);
    expect((await userRoles(raw)).statusCode).toBe(200);
  });

  it('carries the role flags with the session: a role change is seen at once on this instance', async () => {
    const { token, userId } = await signedIn();
    expect((await userRoles(token)).json().role.vendor).toBe(false);
    await createUsersRepository(t.app.database.db).setRoles(userId, {
      customer: true,
      vendor: true,
      employee: false,
      admin: false,
    });
    expect((await userRoles(token)).json().role).toEqual({
      customer: true,
      vendor: true,
      employee: false,
      admin: false,
    });
  });

  it('refuses an expired session and deletes it, as better-auth does', async () => {
    const { token } = await signedIn();
    await t.app.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, (await rowOf(token))!.id));
    expect((await userRoles(token)).statusCode).toBe(401);
    await waitFor(async () => ((await rowOf(token)) ? undefined : true), {
      what: 'the expired session row to be deleted',
    });
  });

  it('extends a session used a day after its last extension (better-auth’s sliding expiry)', async () => {
    const { token } = await signedIn();
    const row = (await rowOf(token))!;
    await t.app.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.id, row.id));
    expect((await userRoles(token)).statusCode).toBe(200);
    const extended = (await rowOf(token))!.expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it('refuses a signed-out token at once on the instance that signed it out', async () => {
    const { token } = await signedIn();
    expect((await userRoles(token)).statusCode).toBe(200); // now remembered
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await userRoles(token)).statusCode).toBe(401);
  });
});
