import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionResolver, type SessionResolverDeps } from './session-resolver.ts';
import type { SessionWithUser } from './users.repository.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const DAY = 24 * 60 * 60 * 1000;
const NO_ROLES = { customer: false, vendor: false, employee: false, admin: false };

/** `token.signature` as better-call signs a cookie value (base64 HMAC-SHA256, URL-encoded). */
const signed = (token: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`);

const sessionRow = (
  token: string,
  expiresAt: number,
  userId = `user-of-${token}`,
): SessionWithUser => ({
  sessionId: `session-of-${token}`,
  expiresAt: new Date(expiresAt),
  user: { id: userId, name: 'N', email: 'n@example.com', roles: { ...NO_ROLES, customer: true } },
});

/** A resolver over an in-memory session table, a settable clock and a lookup counter. */
function setUp(overrides: Partial<SessionResolverDeps> = {}, lookUpGate?: Promise<void>) {
  let time = Date.UTC(2026, 0, 1);
  const table = new Map<string, SessionWithUser>();
  const calls = { lookUp: 0, extend: [] as string[], expired: [] as string[] };
  const resolver = createSessionResolver({
    secret: SECRET,
    lookUp: async (token) => {
      calls.lookUp++;
      const found = table.get(token);
      await lookUpGate; // the row was read; its answer is still on its way
      return found;
    },
    extend: async (sessionId, expiresAt) => {
      calls.extend.push(sessionId);
      const row = [...table.values()].find((one) => one.sessionId === sessionId);
      if (!row) return undefined;
      row.expiresAt = expiresAt;
      return expiresAt;
    },
    onExpired: (token) => calls.expired.push(token),
    ttlMs: 5_000,
    expiresInMs: 7 * DAY,
    updateAgeMs: DAY,
    refresh: true,
    now: () => time,
    ...overrides,
  });
  return {
    resolver,
    table,
    calls,
    now: () => time,
    advance: (ms: number) => (time += ms),
  };
}

describe('session resolver', () => {
  it('looks a signed token up once and serves it from memory until the TTL ends', async () => {
    const { resolver, table, calls, now, advance } = setUp();
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY));
    const first = await resolver.resolve(signed('tokenA'));
    expect(first?.user.id).toBe('user-of-tokenA');
    expect(first?.user.roles.customer).toBe(true);
    await resolver.resolve(signed('tokenA'));
    expect(calls.lookUp).toBe(1);
    advance(5_000);
    await resolver.resolve(signed('tokenA'));
    expect(calls.lookUp).toBe(2);
  });

  it('refuses a forged, truncated or doubled signature without asking the database', async () => {
    const { resolver, table, calls, now } = setUp();
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY));
    const good = decodeURIComponent(signed('tokenA'));
    const signature = good.slice('tokenA.'.length);
    const otherSecret = createHmac('sha256', 'another-secret').update('tokenA').digest('base64');
    const forged = [
      `tokenA.${otherSecret}`,
      `tokenA.${signature.slice(0, 43)}`,
      `tokenA.${signature.slice(1)}A`,
      `tokenA.${signature}.${signature}`,
      `tokenB.${signature}`,
      `.${signature}`,
      'tokenA.',
    ];
    for (const bearer of forged) expect(await resolver.resolve(bearer)).toBeNull();
    expect(calls.lookUp).toBe(0);
    // As better-auth's bearer plugin: the signed value URL-encoded or not, and the bare token.
    expect((await resolver.resolve(good))?.sessionId).toBe('session-of-tokenA');
    expect((await resolver.resolve('tokenA'))?.sessionId).toBe('session-of-tokenA');
  });

  it('never serves a forgotten (revoked) session from memory', async () => {
    const { resolver, table, calls, now } = setUp();
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY));
    expect(await resolver.resolve(signed('tokenA'))).not.toBeNull();
    table.delete('tokenA'); // signed out…
    resolver.forgetSession('session-of-tokenA'); // …and the event arrived
    expect(await resolver.resolve(signed('tokenA'))).toBeNull();
    expect(calls.lookUp).toBe(2);
    expect(resolver.size).toBe(0);
  });

  it('does not remember a lookup that was under way when the session was forgotten', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { resolver, table, now } = setUp({}, gate);
    const row = sessionRow('tokenA', now() + 7 * DAY);
    table.set('tokenA', row);
    const pending = resolver.resolve(signed('tokenA'));
    table.delete('tokenA'); // the sign-out commits…
    resolver.forgetSession(row.sessionId); // …and its event arrives before the lookup answers
    release();
    expect(await pending).not.toBeNull(); // its own request was already under way
    expect(resolver.size).toBe(0);
    expect(await resolver.resolve(signed('tokenA'))).toBeNull();
  });

  it('forgets every session of a user at once (account deleted, roles changed)', async () => {
    const { resolver, table, now } = setUp();
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY, 'u1'));
    table.set('tokenB', { ...sessionRow('tokenB', now() + 7 * DAY, 'u1') });
    table.set('tokenC', sessionRow('tokenC', now() + 7 * DAY, 'u2'));
    for (const token of ['tokenA', 'tokenB', 'tokenC']) await resolver.resolve(signed(token));
    expect(resolver.size).toBe(3);
    resolver.forgetUser('u1');
    expect(resolver.size).toBe(1);
  });

  it('refuses an expired session, cached or not, and has it cleaned up', async () => {
    // Without the sliding refresh, which would extend a session seen this close to its end.
    const { resolver, table, calls, now, advance } = setUp({ refresh: false });
    table.set('old', sessionRow('old', now() - 1));
    expect(await resolver.resolve(signed('old'))).toBeNull();
    expect(calls.expired).toEqual(['old']);

    table.set('tokenA', sessionRow('tokenA', now() + 1_000));
    expect(await resolver.resolve(signed('tokenA'))).not.toBeNull();
    advance(1_000); // expires while remembered (the TTL is 5 s)
    expect(await resolver.resolve(signed('tokenA'))).toBeNull();
    expect(calls.expired).toEqual(['old', 'tokenA']);
    expect(calls.lookUp).toBe(2);
  });

  it('extends a session seen a day after its last extension, as better-auth does', async () => {
    const { resolver, table, calls, now, advance } = setUp();
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY));
    await resolver.resolve(signed('tokenA'));
    expect(calls.extend).toEqual([]);
    advance(DAY);
    const seen = await resolver.resolve(signed('tokenA'));
    expect(calls.extend).toEqual(['session-of-tokenA']);
    expect(seen?.expiresAt.getTime()).toBe(now() + 7 * DAY);
    // Deleted meanwhile: the extension finds no row and the token is refused.
    advance(DAY);
    table.delete('tokenA');
    expect(await resolver.resolve(signed('tokenA'))).toBeNull();
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { resolver, table, calls, now } = setUp({ maxEntries: 2 });
    for (const token of ['t1', 't2', 't3']) table.set(token, sessionRow(token, now() + 7 * DAY));
    await resolver.resolve(signed('t1'));
    await resolver.resolve(signed('t2'));
    await resolver.resolve(signed('t1')); // t2 is now the least recently used
    await resolver.resolve(signed('t3'));
    expect(resolver.size).toBe(2);
    const before = calls.lookUp;
    await resolver.resolve(signed('t1'));
    expect(calls.lookUp).toBe(before);
    await resolver.resolve(signed('t2'));
    expect(calls.lookUp).toBe(before + 1);
  });

  it('asks the database every time with a TTL of 0', async () => {
    const { resolver, table, calls, now } = setUp({ ttlMs: 0 });
    table.set('tokenA', sessionRow('tokenA', now() + 7 * DAY));
    await resolver.resolve(signed('tokenA'));
    await resolver.resolve(signed('tokenA'));
    expect(calls.lookUp).toBe(2);
    expect(resolver.size).toBe(0);
  });
});
