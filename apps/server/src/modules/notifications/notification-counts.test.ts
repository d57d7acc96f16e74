import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../platform/db/client.ts';
import { createTestDatabaseUrl, postgresUnavailable } from '../../test/test-database.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createNotificationsRepository, insertNotification } from './notifications.repository.ts';

/**
 * `notification_count` (migration 0085) must equal `count(*)` over `notification_recipient` per
 * user, kind and status after any sequence of the writes that touch it: fan-outs to one user,
 * every customer or everyone, status moves (one notification or all, two at once on
 * PostgreSQL), mail stamps, deleted notifications and deleted users. And the list's total and
 * unread counts read from it must be what counting the rows gives.
 */
const RUNS = 20;
const USERS = 5;

type Step =
  | { kind: 'notify'; to: 'personalized' | 'user-general' | 'general'; user: number }
  | { kind: 'advance'; user: number; to: 'unread' | 'read'; one: number | null }
  | { kind: 'mail'; user: number }
  | { kind: 'forget'; notification: number }
  | { kind: 'leave'; user: number }
  | { kind: 'join'; customer: boolean }
  | { kind: 'together'; steps: [Step, Step] };

const user = fc.nat({ max: USERS + 2 });
const single: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('notify' as const),
      to: fc.constantFrom('personalized' as const, 'user-general' as const, 'general' as const),
      user,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      user,
      to: fc.constantFrom('unread' as const, 'read' as const),
      one: fc.option(fc.nat({ max: 20 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('mail' as const), user }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('forget' as const), notification: fc.nat(20) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), user }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('join' as const), customer: fc.boolean() }),
  },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: single },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('together' as const),
      steps: fc.tuple(single, single),
    }),
  },
);

const onPostgres = !postgresUnavailable('the notification during a deletion test');

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabaseUrl('vitrine_notification_counts');
  drop = created.drop;
  handle = await openDatabase({ databaseUrl: created.url, dataDir: '/nonexistent' });
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Mismatch = { userId: string; kind: string; status: string; actual: number; kept: number };

/** Every (user, kind, status) whose kept count differs from counting its rows, in one snapshot. */
async function mismatches(db: Database): Promise<Mismatch[]> {
  return rowsOf<Mismatch>(
    await db.execute(sql`
      select coalesce(a.user_id, k.user_id) as "userId", coalesce(a.kind, k.kind) as "kind",
             coalesce(a.status, k.status) as "status",
             coalesce(a.n, 0) as "actual", coalesce(k.count, 0) as "kept"
      from (select r.user_id, n.kind, r.status, count(*)::int as n
              from notification_recipient r join notification n on n.id = r.notification_id
              group by 1, 2, 3) a
      full join notification_count k
        on k.user_id = a.user_id and k.kind = a.kind and k.status = a.status
      where coalesce(a.n, 0) <> coalesce(k.count, 0)`),
  );
}

describe('kept notification counts', () => {
  it('equal count(*) after any sequence of writes, and answer the list', async () => {
    const db = handle.db;
    const repository = createNotificationsRepository(db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db.execute(sql`delete from notification`);
        await db.execute(sql`delete from "user" where email like '%@counts.test'`);
        const users: string[] = [];
        const notifications: string[] = [];
        const join = async (customer: boolean) => {
          const id = randomUUID();
          await db.execute(
            sql`insert into "user" (id, name, email) values (${id}, 'Counted', ${`${id}@counts.test`})`,
          );
          await db.execute(
            sql`insert into user_role (user_id, customer) values (${id}, ${customer})`,
          );
          users.push(id);
        };
        for (let i = 0; i < USERS; i++) await join(i % 2 === 0);
        const someone = (n: number) => users[n % users.length];

        const run = async (s: Step): Promise<void> => {
          switch (s.kind) {
            case 'notify': {
              const userId = someone(s.user);
              if (!userId && s.to === 'personalized') return;
              // A recipient deleted by the other writer of a `together` step is skipped; the
              // notification still reaches everyone else.
              const id = await insertNotification(db, {
                kind: s.to,
                title: 'Counted',
                body: 'A notification to count',
                userId,
              });
              if (id) notifications.push(id);
              return;
            }
            case 'advance': {
              const userId = someone(s.user);
              if (!userId) return;
              const one = s.one === null ? undefined : notifications[s.one % notifications.length];
              await repository.advance(userId, s.to, one);
              return;
            }
            case 'mail': {
              const userId = someone(s.user);
              if (!userId) return;
              await db.execute(
                sql`update notification_recipient set mailed_at = now() where user_id = ${userId}`,
              );
              return;
            }
            case 'forget': {
              const id = notifications.splice(s.notification % (notifications.length || 1), 1)[0];
              if (id) await db.execute(sql`delete from notification where id = ${id}`);
              return;
            }
            case 'leave': {
              const userId = users.splice(s.user % (users.length || 1), 1)[0];
              if (userId) await db.execute(sql`delete from "user" where id = ${userId}`);
              return;
            }
            case 'join':
              return join(s.customer);
            case 'together':
              // Two writers at once (PGlite runs them one after the other).
              await Promise.all(s.steps.map(run));
              return;
          }
        };

        for (const s of steps) {
          await run(s);
          expect(await mismatches(db)).toEqual([]);
        }
        // The list's total and unread counts, read from the kept counts, are the rows' own.
        for (const userId of users) {
          const [actual] = rowsOf<{ total: number; personalized: number; general: number }>(
            await db.execute(sql`
              select count(*)::int as total,
                     (count(*) filter (where n.kind = 'personalized' and r.status <> 'read'))::int
                       as personalized,
                     (count(*) filter (where n.kind = 'general' and r.status <> 'read'))::int
                       as general
              from notification_recipient r join notification n on n.id = r.notification_id
              where r.user_id = ${userId}`),
          );
          const [{ total }, counts] = await Promise.all([
            repository.list(userId, 1, 5),
            repository.counts(userId),
          ]);
          expect(total).toBe(actual!.total);
          expect(counts.unread.personalized).toBe(actual!.personalized);
          expect(counts.unread.general).toBe(actual!.general);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe.skipIf(!onPostgres)('a notification while an account is being deleted', () => {
  it('skips the account and reaches everyone else', async () => {
    const db = handle.db;
    await db.execute(sql`delete from notification`);
    await db.execute(sql`delete from "user" where email like '%@counts.test'`);
    const [staying, leaving] = [randomUUID(), randomUUID()];
    for (const id of [staying, leaving]) {
      await db.execute(
        sql`insert into "user" (id, name, email) values (${id}, 'Counted', ${`${id}@counts.test`})`,
      );
    }

    let sent: Promise<string | null> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from "user" where id = ${leaving}`);
      // The notification to everyone starts while the deletion is not committed, and waits on
      // the deleted row's lock.
      sent = insertNotification(db, { kind: 'general', title: 'To all', body: 'Everyone' });
      await waitFor(async () => {
        const waiting = rowsOf<unknown>(
          await db.execute(
            sql`select 1 from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        return waiting.length > 0 ? true : undefined;
      });
    });
    const id = await sent!;
    expect(id).not.toBeNull();
    const recipients = await createNotificationsRepository(db).recipientIds(id!);
    expect(recipients).toContain(staying);
    expect(recipients).not.toContain(leaving);
    expect(await mismatches(db)).toEqual([]);
  });
});
