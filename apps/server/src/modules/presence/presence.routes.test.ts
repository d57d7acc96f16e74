import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/presence/:userId', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await sharedTestApp();
    ({ token } = await registerAccount(t.app));
  });
  afterAll(() => t.close());

  it('shows me my own status: offline and never seen before I first connect', async () => {
    const me = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/presence/${me.user.id}`,
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ userId: me.user.id, status: 'offline', lastSeenAt: null });
  });

  it("answers 404 for another user's presence, as for no user at all", async () => {
    const other = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/presence/${other.user.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.body).not.toContain('lastSeenAt');
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/presence/no-such-user',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('asks for sign-in without a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/presence/anyone' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
