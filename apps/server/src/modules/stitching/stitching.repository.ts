import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { StitchingPaymentStatus } from '@vitrine/contracts/stitching';
import type { Database } from '../../platform/db/client.ts';
import {
  shop,
  shopMember,
  stitchingEvent,
  stitchingInvoice,
  user,
} from '../../platform/db/schema/index.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { announceChange } from '../../platform/live/index.ts';

export type InvoiceRecord = typeof stitchingInvoice.$inferSelect;
export type StitchingEventRecord = typeof stitchingEvent.$inferSelect;
export type StitchingActor = { role: StitchingEventRecord['actorRole']; id: string | null };

export type InvoiceFilters = {
  searchKey?: string;
  paymentStatus?: StitchingPaymentStatus;
  /** yyyy-mm-dd, inclusive, in UTC. */
  fromDate?: string;
  toDate?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filters: InvoiceFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.paymentStatus) {
    conditions.push(eq(stitchingInvoice.paymentStatus, filters.paymentStatus));
  }
  if (filters.fromDate) {
    conditions.push(gte(stitchingInvoice.createdAt, new Date(`${filters.fromDate}T00:00:00Z`)));
  }
  if (filters.toDate) {
    const end = new Date(new Date(`${filters.toDate}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(stitchingInvoice.createdAt, end));
  }
  if (filters.searchKey) {
    const pattern = `%${escapeLike(filters.searchKey.toLowerCase())}%`;
    conditions.push(sql`${stitchingInvoice.searchText} like ${pattern}`);
  }
  return conditions;
}

/** What a change writes besides its timeline entry. */
export type InvoicePatch = Partial<
  Pick<
    InvoiceRecord,
    | 'approval'
    | 'revisionNote'
    | 'paymentStatus'
    | 'stage'
    | 'paymentOrderId'
    | 'paidAt'
    | 'garment'
    | 'fabric'
    | 'measurements'
    | 'priceMinor'
    | 'dueDate'
    | 'searchText'
  >
>;

export function createStitchingRepository(db: Database) {
  async function list(owner: SQL, filters: InvoiceFilters, page: Page) {
    const where = and(owner, ...filterConditions(filters));
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(stitchingInvoice)
        .where(where)
        .orderBy(desc(stitchingInvoice.createdAt), desc(stitchingInvoice.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(stitchingInvoice).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  }

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    /** The invoice and its first timeline entry ("sent"); answers both. */
    async insert(
      tx: Transaction,
      values: typeof stitchingInvoice.$inferInsert,
      actor: StitchingActor,
    ) {
      const q = queryWith(tx);
      const [row] = await q.insert(stitchingInvoice).values(values).returning();
      const [event] = await q
        .insert(stitchingEvent)
        .values({
          invoiceId: row!.id,
          kind: 'sent',
          actorRole: actor.role,
          actorId: actor.id,
          at: row!.createdAt,
        })
        .returning();
      await announceChange(tx, 'stitching-invoice', row!.id);
      return { invoice: row!, event: event! };
    },

    listForCustomer: (customerId: string, filters: InvoiceFilters, page: Page) =>
      list(eq(stitchingInvoice.customerId, customerId), filters, page),

    listForShop: (shopId: string, filters: InvoiceFilters, page: Page) =>
      list(eq(stitchingInvoice.shopId, shopId), filters, page),

    async find(id: string, tx?: Transaction): Promise<InvoiceRecord | null> {
      const q = tx ? queryWith(tx) : db;
      const [row] = await q.select().from(stitchingInvoice).where(eq(stitchingInvoice.id, id));
      return row ?? null;
    },

    /** The row, locked until `tx` ends (settling a payment reads what is due through it). */
    async findLocked(tx: Transaction, id: string): Promise<InvoiceRecord | null> {
      const [row] = await queryWith(tx)
        .select()
        .from(stitchingInvoice)
        .where(eq(stitchingInvoice.id, id))
        .for('update');
      return row ?? null;
    },

    async findForCustomer(customerId: string, id: string): Promise<InvoiceRecord | null> {
      const [row] = await db
        .select()
        .from(stitchingInvoice)
        .where(and(eq(stitchingInvoice.id, id), eq(stitchingInvoice.customerId, customerId)));
      return row ?? null;
    },

    async findForShops(shopIds: string[], id: string): Promise<InvoiceRecord | null> {
      if (shopIds.length === 0) return null;
      const [row] = await db
        .select()
        .from(stitchingInvoice)
        .where(and(eq(stitchingInvoice.id, id), inArray(stitchingInvoice.shopId, shopIds)));
      return row ?? null;
    },

    /** Who sees an invoice: its customer and the people running its shop (null when it is gone). */
    async audienceOf(invoiceId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ customerId: stitchingInvoice.customerId, shopId: stitchingInvoice.shopId })
        .from(stitchingInvoice)
        .where(eq(stitchingInvoice.id, invoiceId));
      if (!row) return null;
      const members = await db
        .select({ userId: shopMember.userId })
        .from(shopMember)
        .where(eq(shopMember.shopId, row.shopId));
      return [row.customerId, ...members.map((m) => m.userId)];
    },

    /** The shop's name, whether it stitches, and the people running it. */
    async shopFacts(shopId: string, tx?: Transaction) {
      const q = tx ? queryWith(tx) : db;
      const [row] = await q
        .select({ name: shop.name, isStitcher: shop.isStitcher })
        .from(shop)
        .where(eq(shop.id, shopId));
      if (!row) return null;
      const members = await q
        .select({ userId: shopMember.userId })
        .from(shopMember)
        .where(eq(shopMember.shopId, shopId));
      return { ...row, memberIds: members.map((m) => m.userId) };
    },

    /** What an invoice says of the seller: its name, where it is, and its time zone for dates. */
    async sellerFacts(shopId: string) {
      const [row] = await db
        .select({
          name: shop.name,
          city: shop.city,
          state: shop.state,
          country: shop.country,
          timeZone: shop.timeZone,
        })
        .from(shop)
        .where(eq(shop.id, shopId));
      return row ?? null;
    },

    async customer(customerId: string): Promise<{ name: string; email: string } | null> {
      const [row] = await db
        .select({ name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, customerId));
      return row ?? null;
    },

    timeline: (invoiceId: string) =>
      db
        .select()
        .from(stitchingEvent)
        .where(eq(stitchingEvent.invoiceId, invoiceId))
        .orderBy(asc(stitchingEvent.at), asc(stitchingEvent.id)),

    async findEvent(eventId: number): Promise<StitchingEventRecord | null> {
      const [row] = await db.select().from(stitchingEvent).where(eq(stitchingEvent.id, eventId));
      return row ?? null;
    },

    /**
     * Applies `patch` and records the event, only if the invoice (locked) still passes `allowed`:
     * of concurrent changes one wins, the others get null (an illegal change by then).
     */
    async change(
      tx: Transaction,
      input: {
        invoiceId: string;
        allowed: (invoice: InvoiceRecord) => boolean;
        patch: InvoicePatch;
        event: Pick<StitchingEventRecord, 'kind'> &
          Partial<Pick<StitchingEventRecord, 'stage' | 'note'>>;
        actor: StitchingActor;
        at: Date;
      },
    ): Promise<{ invoice: InvoiceRecord; event: StitchingEventRecord } | null> {
      const q = queryWith(tx);
      const [before] = await q
        .select()
        .from(stitchingInvoice)
        .where(eq(stitchingInvoice.id, input.invoiceId))
        .for('update');
      if (!before || !input.allowed(before)) return null;
      const [invoice] = await q
        .update(stitchingInvoice)
        .set({ ...input.patch, updatedAt: input.at })
        .where(eq(stitchingInvoice.id, input.invoiceId))
        .returning();
      const [event] = await q
        .insert(stitchingEvent)
        .values({
          invoiceId: input.invoiceId,
          kind: input.event.kind,
          stage: input.event.stage ?? null,
          note: input.event.note ?? null,
          actorRole: input.actor.role,
          actorId: input.actor.id,
          at: input.at,
        })
        .returning();
      await announceChange(tx, 'stitching-invoice', input.invoiceId);
      return { invoice: invoice!, event: event! };
    },
  };
}

export type StitchingRepository = ReturnType<typeof createStitchingRepository>;
