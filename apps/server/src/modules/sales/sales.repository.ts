import { shopCard, shopPeople } from '../catalogue/index.ts';
import { userCard } from '../users/index.ts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LiveEntity } from '@vitrine/contracts/realtime';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { announceChange } from '../../platform/live/index.ts';

/**
 * A sales document's table (a shop order, a stitching invoice): one row a document, sold by a
 * shop to a customer, found by words through `searchText` (lower case).
 */
export type SalesTable = PgTable & {
  id: AnyPgColumn;
  customerId: AnyPgColumn;
  shopId: AnyPgColumn;
  createdAt: AnyPgColumn;
  searchText: AnyPgColumn;
};

/** Its timeline's table: one row a change, `documentId` naming the document. */
export type SalesEventTable = PgTable & { id: AnyPgColumn; at: AnyPgColumn };

/** What every sales list filters by; each kind adds its own status. */
export type SalesFilters = {
  searchKey?: string;
  /** yyyy-mm-dd, inclusive, in UTC. */
  fromDate?: string;
  toDate?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The page's count, under a name no document column has. */
const totalColumn = '__total';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of a date range (whole UTC days) and a search key (a substring, any case). */
export function salesFilterConditions(table: SalesTable, filters: SalesFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.fromDate) {
    conditions.push(gte(table.createdAt, new Date(`${filters.fromDate}T00:00:00Z`)));
  }
  if (filters.toDate) {
    const end = new Date(new Date(`${filters.toDate}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(table.createdAt, end));
  }
  if (filters.searchKey) {
    const pattern = `%${escapeLike(filters.searchKey.toLowerCase())}%`;
    conditions.push(sql`${table.searchText} like ${pattern}`);
  }
  return conditions;
}

/**
 * The reads and the one guarded write every sales document has, over its own tables: `live`
 * names it in change announcements, `documentId` is the event table's column naming the document.
 * Each kind's repository spreads this and adds what only it has (lines, shipments, revisions).
 */
export function createSalesDocuments<T extends SalesTable, E extends SalesEventTable>(
  db: Database,
  tables: { documents: T; events: E; documentId: AnyPgColumn; live: LiveEntity },
) {
  type Row = T['$inferSelect'];
  type EventRow = E['$inferSelect'];
  const { documents, events, documentId, live } = tables;
  const reader = (tx?: Transaction) => (tx ? queryWith(tx) : db);
  const select = (tx?: Transaction) =>
    reader(tx)
      .select()
      .from(documents as PgTable);
  const first = (rows: unknown[]) => (rows[0] as Row | undefined) ?? null;

  return {
    async find(id: string, tx?: Transaction): Promise<Row | null> {
      return first(await select(tx).where(eq(documents.id, id)));
    },

    /** The row, locked until `tx` ends (settling a payment reads what is due through it). */
    async findLocked(tx: Transaction, id: string): Promise<Row | null> {
      return first(await select(tx).where(eq(documents.id, id)).for('update'));
    },

    async findForCustomer(customerId: string, id: string): Promise<Row | null> {
      return first(
        await select().where(and(eq(documents.id, id), eq(documents.customerId, customerId))),
      );
    },

    async findForShops(shopIds: string[], id: string): Promise<Row | null> {
      if (shopIds.length === 0) return null;
      return first(
        await select().where(and(eq(documents.id, id), inArray(documents.shopId, shopIds))),
      );
    },

    /**
     * One page of the documents `where` picks, newest first, and how many match (counted);
     * `columns` for a narrower row than the whole one. The count rides in the page's statement
     * (one round trip and one connection a page, not two side by side): as an uncorrelated
     * subquery (run once), which an index alone can answer for a customer's or a shop's rows
     * and dates; or, with `countMatched` (a searchKey: its `like` reads every matching row
     * anyway), counted over the rows the page is chosen from (`count(*) over ()`), so those rows
     * are read once, not twice. A page past the end carries no count, which is then read alone.
     */
    async page<R = Row>(
      where: SQL | undefined,
      page: Page,
      columns?: Record<string, AnyPgColumn>,
      options: { countMatched?: boolean } = {},
    ): Promise<{ items: R[]; total: number }> {
      const counted = () =>
        db
          .select({ total: count() })
          .from(documents as PgTable)
          .where(where);
      const rows = await db
        .select({
          ...(columns ?? getTableColumns(documents as PgTable)),
          [totalColumn]: options.countMatched
            ? sql<number>`(count(*) over ())::int`
            : sql<number>`(${counted()})::int`,
        })
        .from(documents as PgTable)
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(page.limit)
        .offset(page.offset);
      if (rows.length === 0) {
        const [alone] = await counted();
        return { items: [], total: alone?.total ?? 0 };
      }
      const total = Number(rows[0]![totalColumn]);
      return { items: rows.map(({ [totalColumn]: _, ...row }) => row) as R[], total };
    },

    /** Who sees a document: its customer and the people running its shop (null when it is gone). */
    async audienceOf(id: string): Promise<string[] | null> {
      const [row] = await db
        .select({ customerId: documents.customerId, shopId: documents.shopId })
        .from(documents as PgTable)
        .where(eq(documents.id, id));
      if (!row) return null;
      const members = await db
        .select({ userId: shopPeople.userId })
        .from(shopPeople)
        .where(eq(shopPeople.shopId, row.shopId as string));
      return [row.customerId as string, ...members.map((m) => m.userId)];
    },

    /** The document's changes, oldest first. */
    async timeline(id: string, tx?: Transaction): Promise<EventRow[]> {
      return (await reader(tx)
        .select()
        .from(events as PgTable)
        .where(eq(documentId, id))
        .orderBy(asc(events.at), asc(events.id))) as EventRow[];
    },

    async findEvent(eventId: number): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events as PgTable)
        .where(eq(events.id, eventId));
      return (row as EventRow | undefined) ?? null;
    },

    /**
     * The one way a document changes: locks its row, and only if `allowed` still holds of it
     * writes `set` (and `updatedAt`), keeps the change in the timeline and announces it. Of
     * concurrent changes one wins; the others get null (an illegal change by then).
     */
    async change(
      tx: Transaction,
      input: {
        id: string;
        allowed: (before: Row) => boolean;
        set: Partial<Row>;
        event: (before: Row) => E['$inferInsert'];
        at: Date;
      },
    ): Promise<{ before: Row; document: Row; event: EventRow } | null> {
      const q = queryWith(tx);
      const before = first(await select(tx).where(eq(documents.id, input.id)).for('update'));
      if (!before || !input.allowed(before)) return null;
      const [document] = await q
        .update(documents as PgTable)
        .set({ ...input.set, updatedAt: input.at })
        .where(eq(documents.id, input.id))
        .returning();
      const [event] = await q
        .insert(events as PgTable)
        .values(input.event(before))
        .returning();
      await announceChange(tx, live, input.id);
      return { before, document: document as Row, event: event as EventRow };
    },
  };
}

/** The shops and customers a sales document names, read for its announcements and invoices. */
export function createSalesParties(db: Database) {
  return {
    /** The shop's name, whether it stitches, and the people running it (told of changes). */
    async shopFacts(shopId: string, tx?: Transaction) {
      const q = tx ? queryWith(tx) : db;
      const [row] = await q
        .select({ name: shopCard.name, isStitcher: shopCard.isStitcher })
        .from(shopCard)
        .where(eq(shopCard.id, shopId));
      if (!row) return null;
      const members = await q
        .select({ userId: shopPeople.userId })
        .from(shopPeople)
        .where(eq(shopPeople.shopId, shopId));
      return { ...row, memberIds: members.map((m) => m.userId) };
    },

    /** What an invoice says of the seller: its name, where it is, and its time zone for dates. */
    async sellerFacts(shopId: string) {
      const [row] = await db
        .select({
          name: shopCard.name,
          city: shopCard.city,
          state: shopCard.state,
          country: shopCard.country,
          timeZone: shopCard.timeZone,
        })
        .from(shopCard)
        .where(eq(shopCard.id, shopId));
      return row ?? null;
    },

    async customer(customerId: string): Promise<{ name: string; email: string } | null> {
      const [row] = await db
        .select({ name: userCard.name, email: userCard.email })
        .from(userCard)
        .where(eq(userCard.id, customerId));
      return row ?? null;
    },
  };
}

export type SalesParties = ReturnType<typeof createSalesParties>;
