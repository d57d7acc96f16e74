import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../../platform/db/transaction.ts';
import { shopCard, shopPeople } from '../../catalogue/index.ts';
import { userCard } from '../../users/index.ts';
import { trunkShow, trunkShowSeat } from './trunk-show.schema.ts';

export type TrunkShowRow = typeof trunkShow.$inferSelect;
export type TrunkShowSeatRow = typeof trunkShowSeat.$inferSelect;
/** A trunk show with its shop's name and time zone. */
export type TrunkShowRecord = TrunkShowRow & { shopName: string; shopTimeZone: string };
export type SeatHolder = { seatId: string; customerId: string; customerName: string };
export type When = 'upcoming' | 'past' | 'all';

const whenOf = (when: When, now: Date): SQL[] =>
  when === 'upcoming'
    ? [gt(trunkShow.endsAt, now)]
    : when === 'past'
      ? [lte(trunkShow.endsAt, now)]
      : [];

/**
 * The trunk shows of shops and their seats. A seat is taken with one guarded increment of the
 * show's `seats_taken` (`takeSeat`): concurrent bookings queue on the show's row, and the one
 * that finds no seat left changes nothing.
 */
export const createTrunkShowRepository = (db: Database) => {
  const selectRecord = (q: ReturnType<typeof queryWith> = db) =>
    q
      .select({ show: trunkShow, shopName: shopCard.name, shopTimeZone: shopCard.timeZone })
      .from(trunkShow)
      .innerJoin(shopCard, eq(shopCard.id, trunkShow.shopId));

  const recordOf = (row: {
    show: TrunkShowRow;
    shopName: string;
    shopTimeZone: string;
  }): TrunkShowRecord => ({ ...row.show, shopName: row.shopName, shopTimeZone: row.shopTimeZone });

  return {
    async insert(tx: Transaction, values: typeof trunkShow.$inferInsert): Promise<TrunkShowRow> {
      const [row] = await queryWith(tx).insert(trunkShow).values(values).returning();
      return row!;
    },

    /**
     * Locks the show's row until the transaction ends: every change of its seats takes it
     * first (then a seat, then an account), so they queue and cannot deadlock.
     */
    async lockShow(tx: Transaction, trunkShowId: string): Promise<void> {
      await queryWith(tx)
        .select({ id: trunkShow.id })
        .from(trunkShow)
        .where(eq(trunkShow.id, trunkShowId))
        .for('update');
    },

    async findById(id: string): Promise<TrunkShowRecord | null> {
      const [row] = await selectRecord().where(eq(trunkShow.id, id));
      return row ? recordOf(row) : null;
    },

    /** A shop's scheduled trunk shows not yet over, soonest first (its public page). */
    async upcomingOfShop(shopId: string, now: Date, limit: number): Promise<TrunkShowRecord[]> {
      const rows = await selectRecord()
        .where(
          and(
            eq(trunkShow.shopId, shopId),
            eq(trunkShow.status, 'scheduled'),
            gt(trunkShow.endsAt, now),
          ),
        )
        .orderBy(asc(trunkShow.startsAt))
        .limit(limit);
      return rows.map(recordOf);
    },

    /** A shop's trunk shows (its console): upcoming soonest first, otherwise latest first. */
    async listOfShop(
      shopId: string,
      filter: { when: When; now: Date },
      paging: { limit: number; offset: number },
    ) {
      const where = and(eq(trunkShow.shopId, shopId), ...whenOf(filter.when, filter.now));
      const [rows, [total]] = await Promise.all([
        selectRecord()
          .where(where)
          .orderBy(filter.when === 'upcoming' ? asc(trunkShow.startsAt) : desc(trunkShow.startsAt))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(trunkShow).where(where),
      ]);
      return { items: rows.map(recordOf), total: total?.n ?? 0 };
    },

    /** Who holds (or held) seats of these shows, in booking order, with their names. */
    async seatsOf(trunkShowIds: string[]) {
      if (trunkShowIds.length === 0) return [];
      return db
        .select({
          seatId: trunkShowSeat.id,
          trunkShowId: trunkShowSeat.trunkShowId,
          customerId: trunkShowSeat.customerId,
          customerName: sql<string>`coalesce(${userCard.name}, '')`,
          status: trunkShowSeat.status,
          createdAt: trunkShowSeat.createdAt,
        })
        .from(trunkShowSeat)
        .leftJoin(userCard, eq(userCard.id, trunkShowSeat.customerId))
        .where(inArray(trunkShowSeat.trunkShowId, trunkShowIds))
        .orderBy(asc(trunkShowSeat.createdAt));
    },

    /** One seat with its show (null: no such seat). */
    async findSeat(seatId: string) {
      const [row] = await db.select().from(trunkShowSeat).where(eq(trunkShowSeat.id, seatId));
      if (!row) return null;
      const show = await this.findById(row.trunkShowId);
      return show ? { seat: row, show } : null;
    },

    /** The customer's live seat at a show (null: none). */
    async liveSeatOf(trunkShowId: string, customerId: string) {
      const [row] = await db
        .select()
        .from(trunkShowSeat)
        .where(
          and(
            eq(trunkShowSeat.trunkShowId, trunkShowId),
            eq(trunkShowSeat.customerId, customerId),
            eq(trunkShowSeat.status, 'booked'),
          ),
        );
      return row ?? null;
    },

    /** A customer's seats with their shows, upcoming soonest first, otherwise latest first. */
    async seatsOfCustomer(
      customerId: string,
      filter: { when: When; now: Date },
      paging: { limit: number; offset: number },
    ) {
      const where = and(
        eq(trunkShowSeat.customerId, customerId),
        ...whenOf(filter.when, filter.now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            seat: trunkShowSeat,
            show: trunkShow,
            shopName: shopCard.name,
            shopTimeZone: shopCard.timeZone,
          })
          .from(trunkShowSeat)
          .innerJoin(trunkShow, eq(trunkShow.id, trunkShowSeat.trunkShowId))
          .innerJoin(shopCard, eq(shopCard.id, trunkShow.shopId))
          .where(where)
          .orderBy(filter.when === 'upcoming' ? asc(trunkShow.startsAt) : desc(trunkShow.startsAt))
          .limit(paging.limit)
          .offset(paging.offset),
        db
          .select({ n: count() })
          .from(trunkShowSeat)
          .innerJoin(trunkShow, eq(trunkShow.id, trunkShowSeat.trunkShowId))
          .where(where),
      ]);
      return {
        items: rows.map((r) => ({
          seat: r.seat,
          show: recordOf({ show: r.show, shopName: r.shopName, shopTimeZone: r.shopTimeZone }),
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Takes one seat of a scheduled show not yet started: one guarded increment, under the
     * show's row lock (concurrent bookings queue on it). False when none is left or the show
     * is no longer open; the show's state then says why.
     */
    async takeSeat(tx: Transaction, trunkShowId: string, now: Date): Promise<boolean> {
      const rows = await queryWith(tx)
        .update(trunkShow)
        .set({ seatsTaken: sql`${trunkShow.seatsTaken} + 1`, updatedAt: now })
        .where(
          and(
            eq(trunkShow.id, trunkShowId),
            eq(trunkShow.status, 'scheduled'),
            gt(trunkShow.startsAt, now),
            sql`${trunkShow.seatsTaken} < ${trunkShow.capacity}`,
          ),
        )
        .returning({ id: trunkShow.id });
      return rows.length > 0;
    },

    /**
     * The show's status and start as the transaction sees them (after a refused take: full, or
     * no longer open). Read with the transaction's own connection: a transaction waiting for a
     * second connection while holding one could exhaust the pool under contention.
     */
    async openState(tx: Transaction, trunkShowId: string) {
      const [row] = await queryWith(tx)
        .select({ status: trunkShow.status, startsAt: trunkShow.startsAt })
        .from(trunkShow)
        .where(eq(trunkShow.id, trunkShowId));
      return row ?? null;
    },

    /** Gives one seat back to the show (a seat cancelled by its holder). */
    async giveSeatBack(tx: Transaction, trunkShowId: string, now: Date): Promise<void> {
      await queryWith(tx)
        .update(trunkShow)
        .set({ seatsTaken: sql`greatest(${trunkShow.seatsTaken} - 1, 0)`, updatedAt: now })
        .where(eq(trunkShow.id, trunkShowId));
    },

    /** Writes a seat; null when the customer already holds one at this show. */
    async insertSeat(
      tx: Transaction,
      values: {
        id: string;
        trunkShowId: string;
        customerId: string;
        creditsUsed: number;
        debitEntryId: number;
        at: Date;
      },
    ): Promise<TrunkShowSeatRow | null> {
      const { at, ...rest } = values;
      const rows = await queryWith(tx)
        .insert(trunkShowSeat)
        .values({ ...rest, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /**
     * Flips a live seat to `status` (its row lock queues other changes); null, nothing
     * written, when it was not live any more.
     */
    async cancelSeat(
      tx: Transaction,
      seatId: string,
      status: 'cancelled_by_customer' | 'cancelled_by_shop',
      at: Date,
    ): Promise<TrunkShowSeatRow | null> {
      const [row] = await queryWith(tx)
        .update(trunkShowSeat)
        .set({ status, cancelledAt: at })
        .where(and(eq(trunkShowSeat.id, seatId), eq(trunkShowSeat.status, 'booked')))
        .returning();
      return row ?? null;
    },

    async recordRefund(tx: Transaction, seatId: string, entryId: number, amount: number) {
      await queryWith(tx)
        .update(trunkShowSeat)
        .set({ refundEntryId: entryId, creditsRefunded: amount })
        .where(eq(trunkShowSeat.id, seatId));
    },

    /**
     * Flips a scheduled show to cancelled (its row lock queues seat bookings behind it, which
     * then find it cancelled) and answers its live seats; null when it was not scheduled.
     */
    async cancelShow(tx: Transaction, trunkShowId: string, at: Date, reason: string | null) {
      const q = queryWith(tx);
      const [row] = await q
        .update(trunkShow)
        .set({ status: 'cancelled', cancelledAt: at, cancelReason: reason, updatedAt: at })
        .where(and(eq(trunkShow.id, trunkShowId), eq(trunkShow.status, 'scheduled')))
        .returning();
      if (!row) return null;
      const seats = await q
        .select()
        .from(trunkShowSeat)
        .where(and(eq(trunkShowSeat.trunkShowId, trunkShowId), eq(trunkShowSeat.status, 'booked')))
        .orderBy(asc(trunkShowSeat.customerId));
      return { show: row, seats };
    },

    /** The shop's first room token: it has joined. */
    async recordShopJoin(trunkShowId: string, at: Date): Promise<void> {
      await db
        .update(trunkShow)
        .set({ shopJoinedAt: at })
        .where(and(eq(trunkShow.id, trunkShowId), sql`${trunkShow.shopJoinedAt} is null`));
    },

    /** The people of the show's shop (its notifications). */
    async shopPeopleOf(shopId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: shopPeople.userId })
        .from(shopPeople)
        .where(eq(shopPeople.shopId, shopId));
      return rows.map((r) => r.userId);
    },

    /** A seat holder's name, for their room token. */
    async nameOf(customerId: string): Promise<string> {
      const [row] = await db
        .select({ name: userCard.name })
        .from(userCard)
        .where(eq(userCard.id, customerId));
      return row?.name ?? '';
    },
  };
};

export type TrunkShowRepository = ReturnType<typeof createTrunkShowRepository>;
