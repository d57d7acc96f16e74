import type { TaxonomyRef } from '@vitrine/contracts/catalogue';
import type { BookingStatus } from '@vitrine/contracts/meetings';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/database-errors.ts';
import { jsonColumn } from '../../platform/db/raw-rows.ts';
import { userCard } from '../users/index.ts';
import { categoryCard, occasionCard, shopCard, shopPeople } from '../catalogue/index.ts';
import { booking, bookingAttendee } from './meetings.schema.ts';
import {
  queryWith,
  runInTransaction,
  type Queryable,
  type Transaction,
} from '../../platform/db/transaction.ts';
import { announceChange } from '../../platform/live/index.ts';
import { enqueueManyInStatement, type EventOf } from '../../platform/outbox/index.ts';

export type BookingRow = typeof booking.$inferSelect;

/**
 * A new booking's times inside its own insert (`insertBooking`), for the delayed events it
 * writes: its start less or plus some milliseconds, its end.
 */
export const bookingRow = {
  beforeStart: (ms: number) =>
    sql`b.starts_at - ${ms}::double precision * interval '1 millisecond'`,
  afterStart: (ms: number) => sql`b.starts_at + ${ms}::double precision * interval '1 millisecond'`,
  end: sql`b.ends_at`,
};
export type AttendeeRow = typeof bookingAttendee.$inferSelect;
/** A booking's categories and occasions with their names (a since removed one: its slug). */
export type Interests = { categories: TaxonomyRef[]; occasions: TaxonomyRef[] };
export type BookingRecord = BookingRow & {
  shopName: string;
  shopTimeZone: string;
  customerName: string;
  attendees: AttendeeRow[];
  interests: Interests;
};

/** Names of taxonomy slugs, as `interestNames` reads them. */
export type InterestNames = { categories: Map<string, string>; occasions: Map<string, string> };

/** The slugs with their names, in the order chosen. */
export const interestsOf = (
  values: { categories: string[]; occasions: string[] },
  names: InterestNames,
): Interests => ({
  categories: values.categories.map((slug) => ({ slug, name: names.categories.get(slug) ?? slug })),
  occasions: values.occasions.map((slug) => ({ slug, name: names.occasions.get(slug) ?? slug })),
});

/** `[{ slug, name }]` of a slug array column, named from `card` (json, in the column's order). */
const namedSlugs = (
  column: typeof booking.categories | typeof booking.occasions,
  card: typeof categoryCard | typeof occasionCard,
) =>
  sql`(select coalesce(json_agg(json_build_object('slug', u.slug, 'name', coalesce(${card.name}, u.slug))
        order by u.n), '[]'::json)
      from unnest(${column}) with ordinality as u(slug, n)
      left join ${card} on ${card.slug} = u.slug)`;

/** An attendee as `json_build_object` gives it. */
type AttendeeJson = {
  id: string;
  booking_id: string;
  name: string;
  email: string;
  role: 'booker' | 'invitee';
  created_at: string;
  user_id: string | null;
};

/** A shop member as a booking's mails and events address them. */
export type ShopMemberContact = { userId: string; name: string; email: string };

/** The booker first, then the invitees in the order they were named. */
const bookerFirst = (attendees: AttendeeRow[]) =>
  [...attendees].sort((a, b) => (a.role === b.role ? 0 : a.role === 'booker' ? -1 : 1));

const CANCELLED: BookingStatus[] = ['cancelled_by_customer', 'cancelled_by_shop'];

export type BookingFilter = {
  when: 'upcoming' | 'past' | 'all';
  status?: BookingStatus;
  searchKey?: string;
  from?: Date;
  to?: Date;
  now: Date;
};

/** A new booking row's own values (its debit entry and time are added when it is written). */
export type BookingValues = {
  id: string;
  shopId: string;
  customerId: string;
  startsAt: Date;
  endsAt: Date;
  creditsUsed: number;
  categories: string[];
  occasions: string[];
  priceMin: number | null;
  priceMax: number | null;
  priceCurrency: string;
};

/** One person a new booking lists: the booker, or an invitee who joins by link. */
export type BookingAttendeeValues = {
  id: string;
  name: string;
  email: string;
  role: 'booker' | 'invitee';
};

export const createMeetingsRepository = (db: Database) => {
  /** A booking row with its shop, customer and attendees (as JSON), plus `extra` columns. */
  function selectRecord<Extra extends Record<string, SQL.Aliased | SQL>>(
    q: Queryable,
    extra: Extra,
  ) {
    return q
      .select({
        booking,
        shopName: shopCard.name,
        shopTimeZone: shopCard.timeZone,
        customerName: userCard.name,
        attendees: sql<AttendeeJson[] | string | null>`(
          select json_agg(json_build_object('id', a.id, 'booking_id', a.booking_id,
            'name', a.name, 'email', a.email, 'role', a.role, 'created_at', a.created_at,
            'user_id', a.user_id)
            order by a.created_at, a.role)
          from ${bookingAttendee} a where a.booking_id = ${booking.id})`,
        interests: sql<Interests | string>`json_build_object(
          'categories', ${namedSlugs(booking.categories, categoryCard)},
          'occasions', ${namedSlugs(booking.occasions, occasionCard)})`,
        ...extra,
      })
      .from(booking)
      .leftJoin(shopCard, eq(shopCard.id, booking.shopId))
      .leftJoin(userCard, eq(userCard.id, booking.customerId));
  }

  function recordOf(row: {
    booking: BookingRow;
    shopName: string | null;
    shopTimeZone: string | null;
    customerName: string | null;
    attendees: AttendeeJson[] | string | null;
    interests: Interests | string;
  }): BookingRecord {
    const attendees = (jsonColumn(row.attendees) ?? []).map((a): AttendeeRow => ({
      id: a.id,
      bookingId: a.booking_id,
      name: a.name,
      email: a.email,
      role: a.role,
      createdAt: new Date(a.created_at),
      userId: a.user_id ?? null,
    }));
    return {
      ...row.booking,
      shopName: row.shopName ?? '',
      shopTimeZone: row.shopTimeZone ?? 'UTC',
      customerName: row.customerName ?? '',
      attendees: bookerFirst(attendees),
      interests: jsonColumn(row.interests)!,
    };
  }

  // What every booking reads (its slot check, its booker and shop) and every one of its outbox
  // handlers (the booking with its shop's members): built once here, planned once per
  // connection, instead of drizzle building the same SQL for each booking (docs/performance.md,
  // "Booking": building SQL was 13 % of the app's thread). Times go as ISO text.
  const prepared = {
    between: db
      .select({ startsAt: booking.startsAt, endsAt: booking.endsAt })
      .from(booking)
      .where(
        and(
          eq(booking.shopId, sql.placeholder('shopId')),
          notInArray(booking.status, CANCELLED),
          lt(booking.startsAt, sql`${sql.placeholder('to')}::timestamptz`),
          gt(booking.endsAt, sql`${sql.placeholder('from')}::timestamptz`),
        ),
      )
      .prepare('booking_slots_taken_between'),
    bookerAndShop: db
      .select({
        id: userCard.id,
        name: userCard.name,
        email: userCard.email,
        shop: { name: shopCard.name, timeZone: shopCard.timeZone },
      })
      .from(userCard)
      .leftJoin(shopCard, eq(shopCard.id, sql.placeholder('shopId')))
      .where(eq(userCard.id, sql.placeholder('userId')))
      .prepare('booking_booker_and_shop'),
    withShopMembers: selectRecord(db, {
      members: sql<ShopMemberContact[] | string | null>`(
        select json_agg(json_build_object('userId', ${userCard.id}, 'name', ${userCard.name}, 'email', ${userCard.email})
          order by ${userCard.id})
        from ${shopPeople} join ${userCard} on ${userCard.id} = ${shopPeople.userId}
        where ${shopPeople.shopId} = ${booking.shopId})`,
    })
      .where(eq(booking.id, sql.placeholder('id')))
      .prepare('booking_with_shop_members'),
    audience: db
      .select({
        customerId: booking.customerId,
        memberIds: sql<string[]>`array(
          select ${shopPeople.userId} from ${shopPeople}
          where ${shopPeople.shopId} = ${booking}.${booking.shopId})`,
      })
      .from(booking)
      .where(eq(booking.id, sql.placeholder('id')))
      .prepare('booking_audience'),
  };

  /** The names of these category and occasion slugs (no query for none). */
  async function interestNames(
    q: Queryable,
    slugs: { categories: string[]; occasions: string[] },
  ): Promise<InterestNames> {
    const read = async (table: typeof categoryCard | typeof occasionCard, values: string[]) =>
      values.length === 0
        ? new Map<string, string>()
        : new Map(
            (
              await q
                .select({ slug: table.slug, name: table.name })
                .from(table)
                .where(inArray(table.slug, [...new Set(values)]))
            ).map((r) => [r.slug, r.name]),
          );
    return {
      categories: await read(categoryCard, slugs.categories),
      occasions: await read(occasionCard, slugs.occasions),
    };
  }

  async function withDetails(q: Queryable, rows: BookingRow[]): Promise<BookingRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // One after the other: a transaction's queries share one connection.
    const shops = await q
      .select({ id: shopCard.id, name: shopCard.name, timeZone: shopCard.timeZone })
      .from(shopCard)
      .where(inArray(shopCard.id, [...new Set(rows.map((r) => r.shopId))]));
    const customers = await q
      .select({ id: userCard.id, name: userCard.name })
      .from(userCard)
      .where(inArray(userCard.id, [...new Set(rows.map((r) => r.customerId))]));
    const attendees = await q
      .select()
      .from(bookingAttendee)
      .where(inArray(bookingAttendee.bookingId, ids))
      .orderBy(asc(bookingAttendee.createdAt), asc(bookingAttendee.role));
    const names = await interestNames(q, {
      categories: rows.flatMap((r) => r.categories),
      occasions: rows.flatMap((r) => r.occasions),
    });
    const shopOf = new Map(shops.map((s) => [s.id, s]));
    const customerOf = new Map(customers.map((c) => [c.id, c.name]));
    return rows.map((row) => ({
      ...row,
      shopName: shopOf.get(row.shopId)?.name ?? '',
      shopTimeZone: shopOf.get(row.shopId)?.timeZone ?? 'UTC',
      customerName: customerOf.get(row.customerId) ?? '',
      attendees: bookerFirst(attendees.filter((a) => a.bookingId === row.id)),
      interests: interestsOf(row, names),
    }));
  }

  function filterOf(filter: BookingFilter): SQL[] {
    const conditions: SQL[] = [];
    if (filter.when === 'upcoming') conditions.push(gt(booking.endsAt, filter.now));
    if (filter.when === 'past') conditions.push(lte(booking.endsAt, filter.now));
    if (filter.status) conditions.push(eq(booking.status, filter.status));
    if (filter.from) conditions.push(gte(booking.startsAt, filter.from));
    if (filter.to) conditions.push(lt(booking.startsAt, filter.to));
    if (filter.searchKey) {
      const pattern = `%${filter.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(shopCard.name, pattern),
          sql`exists (select 1 from ${bookingAttendee} a where a.booking_id = ${booking.id} and (a.name ilike ${pattern} or a.email ilike ${pattern}))`,
          sql`array_to_string(${booking.categories} || ${booking.occasions}, ' ') ilike ${pattern}`,
        )!,
      );
    }
    return conditions;
  }

  async function page(
    where: SQL | undefined,
    filter: BookingFilter,
    paging: { limit: number; offset: number },
  ): Promise<{ items: BookingRecord[]; total: number }> {
    const order =
      filter.when === 'upcoming'
        ? [asc(booking.startsAt), asc(booking.id)]
        : [desc(booking.startsAt), desc(booking.id)];
    // The count rides in the page's statement (an uncorrelated subquery, run once): one round
    // trip and one connection; a page past the end reads it alone.
    const counted = () =>
      db
        .select({ total: count() })
        .from(booking)
        .innerJoin(shopCard, eq(shopCard.id, booking.shopId))
        .where(where);
    const rows = await db
      .select({ booking, total: sql<number>`(${counted()})::int` })
      .from(booking)
      .innerJoin(shopCard, eq(shopCard.id, booking.shopId))
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
    if (rows.length === 0) {
      const [alone] = await counted();
      return { items: [], total: alone?.total ?? 0 };
    }
    return {
      items: await withDetails(
        db,
        rows.map((r) => r.booking),
      ),
      total: Number(rows[0]!.total),
    };
  }

  return {
    /** The names of the categories and occasions a booker chose. */
    interestNames: (slugs: { categories: string[]; occasions: string[] }) =>
      interestNames(db, slugs),

    /** Live bookings of a shop overlapping [from, to): the availability module's taken slots. */
    async between(shopId: string, from: Date, to: Date) {
      return prepared.between.execute({
        shopId,
        from: from.toISOString(),
        to: to.toISOString(),
      });
    },

    /**
     * The booking with its shop, customer and attendees, or undefined, in one query; `tx` reads
     * inside a transaction.
     */
    async findById(id: string, tx?: Transaction): Promise<BookingRecord | undefined> {
      const [row] = await selectRecord(tx ? queryWith(tx) : db, {}).where(eq(booking.id, id));
      return row && recordOf(row);
    },

    /**
     * A booking with its shop's members (owner and team: the people its mails and events also
     * go to), in one query: what a booking's outbox handlers read.
     */
    async findWithShopMembers(
      id: string,
    ): Promise<{ record: BookingRecord; members: ShopMemberContact[] } | undefined> {
      const [row] = await prepared.withShopMembers.execute({ id });
      if (!row) return undefined;
      return { record: recordOf(row), members: jsonColumn(row.members) ?? [] };
    },

    /**
     * A new booking in one statement: the booking row (its debit already written), its
     * attendees and its outbox `events`, whose times come from the row through `bookingRow`
     * (its start less or plus some milliseconds, its end). False, and nothing written, when the
     * slot already holds a live booking (the unique index).
     */
    async insertBooking(
      tx: Transaction,
      values: BookingValues & { debitEntryId: number; at: Date },
      attendees: readonly BookingAttendeeValues[],
      events: readonly EventOf<SQL>[],
    ): Promise<boolean> {
      const at = values.at.toISOString();
      const textArray = (items: string[]) =>
        sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))::text[]`;
      const people = sql.join(
        attendees.map(
          (a, ord) => sql`(${a.id}::uuid, ${a.name}, ${a.email}, ${a.role}, ${ord}::int)`,
        ),
        sql`, `,
      );
      const result = (await queryWith(tx).execute(
        sql`with b as (
              insert into booking (id, shop_id, customer_id, starts_at, ends_at, status,
                credits_used, categories, occasions, price_min, price_max, price_currency,
                debit_entry_id, created_at, updated_at)
              values (${values.id}, ${values.shopId}, ${values.customerId},
                ${values.startsAt.toISOString()}::timestamptz,
                ${values.endsAt.toISOString()}::timestamptz, 'booked', ${values.creditsUsed},
                ${textArray(values.categories)}, ${textArray(values.occasions)},
                ${values.priceMin}::int, ${values.priceMax}::int, ${values.priceCurrency},
                ${values.debitEntryId}, ${at}::timestamptz, ${at}::timestamptz)
              on conflict do nothing
              returning id, starts_at, ends_at),
            a as (
              insert into booking_attendee (id, booking_id, name, email, role)
              select p.id, b.id, p.name, p.email, p.role
              from b cross join (values ${people}) as p (id, name, email, role, ord)
              order by p.ord),
            e as (${enqueueManyInStatement(events, sql`b`)})
            select count(*)::int as n from b`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n > 0;
    },

    /**
     * Moves a booking from one of `from` to `values.status` (and other columns): the row lock of
     * the update makes concurrent changes queue; null when it was not in one of `from` any more.
     * With `shopAbsentSince`, also only while the shop has not joined and the meeting still
     * starts then (the shop-absence check, re-checked under the lock).
     */
    async transition(
      tx: Transaction,
      id: string,
      from: readonly BookingStatus[],
      values: Partial<typeof booking.$inferInsert>,
      shopAbsentSince?: Date,
    ): Promise<BookingRow | null> {
      const [row] = await queryWith(tx)
        .update(booking)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(booking.id, id),
            inArray(booking.status, [...from]),
            ...(shopAbsentSince
              ? [isNull(booking.shopJoinedAt), eq(booking.startsAt, shopAbsentSince)]
              : []),
          ),
        )
        .returning();
      if (row) await announceChange(tx, 'booking', id);
      return row ?? null;
    },

    /**
     * A participant took a room token: a booked meeting is in progress from then on, and the
     * shop's first token is when it joined (kept if already set). Null when the meeting is no
     * longer booked or in progress (cancelled meanwhile).
     */
    async recordJoin(
      tx: Transaction,
      id: string,
      join: { byShop: boolean; at: Date },
    ): Promise<BookingRow | null> {
      const [row] = await queryWith(tx)
        .update(booking)
        .set({
          status: 'in_progress',
          ...(join.byShop && {
            shopJoinedAt: sql`coalesce(${booking.shopJoinedAt}, ${join.at.toISOString()}::timestamptz)`,
          }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(booking.id, id), inArray(booking.status, ['booked', 'in_progress'])))
        .returning();
      if (row) await announceChange(tx, 'booking', id);
      return row ?? null;
    },

    /** Moves a booked booking to another start; null when that slot is taken. */
    async move(
      tx: Transaction,
      id: string,
      startsAt: Date,
      endsAt: Date,
    ): Promise<BookingRow | null | 'not-booked'> {
      try {
        const [row] = await queryWith(tx)
          .update(booking)
          .set({ startsAt, endsAt, updatedAt: sql`now()` })
          .where(and(eq(booking.id, id), eq(booking.status, 'booked')))
          .returning();
        if (row) await announceChange(tx, 'booking', id);
        return row ?? 'not-booked';
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async setNotes(id: string, notes: string): Promise<void> {
      await runInTransaction(db, async (tx) => {
        await queryWith(tx)
          .update(booking)
          .set({ shopNotes: notes, updatedAt: sql`now()` })
          .where(eq(booking.id, id));
        await announceChange(tx, 'booking', id);
      });
    },

    /**
     * Who sees a booking: its booker and the people running its shop (null when it is gone), in
     * one query.
     */
    async audienceOf(id: string): Promise<string[] | null> {
      const [row] = await prepared.audience.execute({ id });
      if (!row) return null;
      return [row.customerId, ...row.memberIds];
    },

    async listForCustomer(
      customerId: string,
      filter: BookingFilter,
      paging: { limit: number; offset: number },
    ) {
      return page(and(eq(booking.customerId, customerId), ...filterOf(filter)), filter, paging);
    },

    /**
     * Meetings booked by someone else that invite this user: an invitee bound to the account,
     * or one nobody is bound to yet at the account's email, once that email is verified.
     */
    async listInvitations(
      me: { id: string; email: string; emailVerified: boolean },
      filter: BookingFilter,
      paging: { limit: number; offset: number },
    ) {
      const userId = me.id;
      const byAddress = me.emailVerified
        ? sql` or (a.user_id is null and lower(a.email) = ${me.email.toLowerCase()})`
        : sql``;
      const invited = sql`exists (select 1 from ${bookingAttendee} a where a.booking_id = ${booking.id} and a.role = 'invitee' and (a.user_id = ${userId}${byAddress}))`;
      return page(
        and(ne(booking.customerId, userId), invited, ...filterOf(filter)),
        filter,
        paging,
      );
    },

    async listForShop(
      shopId: string,
      filter: BookingFilter,
      paging: { limit: number; offset: number },
    ) {
      return page(and(eq(booking.shopId, shopId), ...filterOf(filter)), filter, paging);
    },

    /** The booker's name and email and the shop's name and zone (undefined: no such shop). */
    async bookerAndShop(userId: string, shopId: string) {
      const [row] = await prepared.bookerAndShop.execute({ userId, shopId });
      return row;
    },

    /**
     * Binds an invitee to the account that opened its link, unless another account holds it:
     * who holds it now (undefined: no such invitee of that booking).
     */
    async bindInvitee(
      bookingId: string,
      attendeeId: string,
      userId: string,
    ): Promise<{ userId: string | null } | undefined> {
      const where = and(
        eq(bookingAttendee.id, attendeeId),
        eq(bookingAttendee.bookingId, bookingId),
        eq(bookingAttendee.role, 'invitee'),
      );
      const [bound] = await db
        .update(bookingAttendee)
        .set({ userId })
        .where(and(where, isNull(bookingAttendee.userId)))
        .returning({ userId: bookingAttendee.userId });
      if (bound) return bound;
      const [row] = await db
        .select({ userId: bookingAttendee.userId })
        .from(bookingAttendee)
        .where(where);
      return row;
    },

    /** The user's name and email (the booker's attendee row), and whether it is verified. */
    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: userCard.id,
          name: userCard.name,
          email: userCard.email,
          emailVerified: userCard.emailVerified,
        })
        .from(userCard)
        .where(eq(userCard.id, userId));
      return row;
    },
  };
};

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
