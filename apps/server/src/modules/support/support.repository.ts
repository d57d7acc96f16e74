import {
  SUPPORT_RESPONSE_TARGET_HOURS,
  type SupportCategory,
  type SupportStatus,
} from '@vitrine/contracts/support';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userCard } from '../users/index.ts';
import { paymentCard, type PaymentPurpose } from '../payments/index.ts';
import { shopCard } from '../catalogue/index.ts';
import { bookingCard } from '../meetings/index.ts';
import { supportMessage, supportRequest } from './support.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { announceChange } from '../../platform/live/index.ts';

export type SupportRow = typeof supportRequest.$inferSelect & { customerName: string };
export type SupportMessageRow = typeof supportMessage.$inferSelect & { authorName: string };

export type SupportFilters = {
  customerId?: string;
  searchKey?: string;
  status?: SupportStatus;
  fromDate?: string;
  toDate?: string;
  /** Only requests whose first-answer target was missed (as of `now`). */
  missed?: boolean;
  /** `due`: unanswered first, then by first-answer target; default newest first. */
  sort?: 'newest' | 'due';
  now: Date;
};

const requestColumns = { ...getTableColumns(supportRequest), customerName: userCard.name };

/** When the first answer is due: created_at plus the category's target. */
const dueAt = sql`(${supportRequest.createdAt} + make_interval(hours => case ${supportRequest.category} ${sql.join(
  (Object.entries(SUPPORT_RESPONSE_TARGET_HOURS) as [SupportCategory, number][]).map(
    ([category, hours]) => sql`when ${category} then ${hours}::int`,
  ),
  sql` `,
)} else 72 end))`;

const DAY_MS = 24 * 60 * 60 * 1000;

function whereOf(filters: SupportFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.customerId) conditions.push(eq(supportRequest.customerId, filters.customerId));
  if (filters.status) conditions.push(eq(supportRequest.status, filters.status));
  if (filters.searchKey) {
    const pattern = `%${filters.searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(supportRequest.subject, pattern), ilike(supportRequest.description, pattern)),
    );
  }
  if (filters.fromDate) {
    conditions.push(gte(supportRequest.createdAt, new Date(`${filters.fromDate}T00:00:00Z`)));
  }
  if (filters.toDate) {
    const end = new Date(Date.parse(`${filters.toDate}T00:00:00Z`) + DAY_MS);
    conditions.push(lt(supportRequest.createdAt, end));
  }
  if (filters.missed !== undefined) {
    const missed = sql`coalesce(${supportRequest.firstResponseAt}, ${filters.now.toISOString()}::timestamptz) > ${dueAt}`;
    conditions.push(filters.missed ? missed : sql`not (${missed})`);
  }
  return and(...conditions);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function orderOf(filters: SupportFilters): SQL[] {
  if (filters.sort !== 'due') return [desc(supportRequest.createdAt), desc(supportRequest.id)];
  return [
    sql`(${supportRequest.firstResponseAt} is null) desc`,
    asc(dueAt),
    asc(supportRequest.id),
  ];
}

export const createSupportRepository = (db: Database) => ({
  async list(
    filters: SupportFilters,
    page: { limit: number; offset: number },
  ): Promise<{ items: SupportRow[]; total: number }> {
    const where = whereOf(filters);
    const [items, [total]] = await Promise.all([
      db
        .select(requestColumns)
        .from(supportRequest)
        .innerJoin(userCard, eq(userCard.id, supportRequest.customerId))
        .where(where)
        .orderBy(...orderOf(filters))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(supportRequest).where(where),
    ]);
    return { items, total: total?.total ?? 0 };
  },

  async find(id: string): Promise<SupportRow | undefined> {
    const [row] = await db
      .select(requestColumns)
      .from(supportRequest)
      .innerJoin(userCard, eq(userCard.id, supportRequest.customerId))
      .where(eq(supportRequest.id, id));
    return row;
  },

  messages: (requestId: string): Promise<SupportMessageRow[]> =>
    db
      .select({
        id: supportMessage.id,
        requestId: supportMessage.requestId,
        authorId: supportMessage.authorId,
        authorRole: supportMessage.authorRole,
        body: supportMessage.body,
        attachments: supportMessage.attachments,
        createdAt: supportMessage.createdAt,
        authorName: sql<string>`coalesce(${userCard.name}, 'Vitrine support')`,
      })
      .from(supportMessage)
      .leftJoin(userCard, eq(userCard.id, supportMessage.authorId))
      .where(eq(supportMessage.requestId, requestId))
      .orderBy(asc(supportMessage.createdAt), asc(supportMessage.id)),

  async insert(
    tx: Transaction,
    values: Omit<typeof supportRequest.$inferInsert, 'id' | 'status'>,
  ): Promise<string> {
    const [row] = await queryWith(tx)
      .insert(supportRequest)
      .values(values)
      .returning({ id: supportRequest.id });
    await announceChange(tx, 'support-request', row!.id);
    return row!.id;
  },

  async insertMessage(
    tx: Transaction,
    values: Omit<typeof supportMessage.$inferInsert, 'id'>,
  ): Promise<void> {
    await queryWith(tx).insert(supportMessage).values(values);
    await announceChange(tx, 'support-request', values.requestId);
  },

  /**
   * Changes a request only while its status is one of `from` (the state machine's guard against
   * a concurrent change); false when it was not.
   */
  async update(
    tx: Transaction,
    id: string,
    from: readonly SupportStatus[],
    values: Partial<typeof supportRequest.$inferInsert>,
  ): Promise<boolean> {
    const rows = await queryWith(tx)
      .update(supportRequest)
      .set({ ...values, updatedAt: values.updatedAt ?? sql`now()` })
      .where(and(eq(supportRequest.id, id), inArray(supportRequest.status, [...from])))
      .returning({ id: supportRequest.id });
    if (rows.length > 0) await announceChange(tx, 'support-request', id);
    return rows.length > 0;
  },

  /** Assigns the request to a member of staff (or nobody); false for an unknown request. */
  async assign(tx: Transaction, id: string, assigneeId: string | null): Promise<boolean> {
    const rows = await queryWith(tx)
      .update(supportRequest)
      .set({ assignedTo: assigneeId, updatedAt: sql`now()` })
      .where(eq(supportRequest.id, id))
      .returning({ id: supportRequest.id });
    if (rows.length > 0) await announceChange(tx, 'support-request', id);
    return rows.length > 0;
  },

  /** The customer whose request it is (undefined for an unknown request). */
  async customerOf(requestId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: supportRequest.customerId })
      .from(supportRequest)
      .where(eq(supportRequest.id, requestId));
    return row?.customerId;
  },

  /** A user's name (the assignee shown to staff). */
  async userName(userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: userCard.name })
      .from(userCard)
      .where(eq(userCard.id, userId));
    return row?.name;
  },

  /** Whom to mail about a request. */
  async customerContact(
    requestId: string,
  ): Promise<{ email: string; name: string; subject: string } | undefined> {
    const [row] = await db
      .select({ email: userCard.email, name: userCard.name, subject: supportRequest.subject })
      .from(supportRequest)
      .innerJoin(userCard, eq(userCard.id, supportRequest.customerId))
      .where(eq(supportRequest.id, requestId));
    return row;
  },

  /** The customer's own meeting (booking) with its shop's name, or undefined. */
  async meetingOf(
    customerId: string,
    bookingId: string,
  ): Promise<{ shopName: string; startsAt: Date } | undefined> {
    if (!UUID.test(bookingId)) return undefined;
    const [row] = await db
      .select({ shopName: shopCard.name, startsAt: bookingCard.startsAt })
      .from(bookingCard)
      .innerJoin(shopCard, eq(shopCard.id, bookingCard.shopId))
      .where(and(eq(bookingCard.id, bookingId), eq(bookingCard.customerId, customerId)));
    return row;
  },

  /**
   * The customer's own payment (its id, as GET /user/payments lists it), or undefined. Anything
   * but a uuid names no payment (and must not reach the uuid column).
   */
  async paymentOf(
    customerId: string,
    paymentId: string,
  ): Promise<
    | {
        reference: string;
        createdAt: Date;
        purpose: PaymentPurpose;
        subjectId: string | null;
      }
    | undefined
  > {
    if (!UUID.test(paymentId)) return undefined;
    const [row] = await db
      .select({
        reference: paymentCard.reference,
        createdAt: paymentCard.createdAt,
        purpose: paymentCard.purpose,
        subjectId: paymentCard.subjectId,
      })
      .from(paymentCard)
      .where(and(eq(paymentCard.id, paymentId), eq(paymentCard.userId, customerId)));
    return row;
  },
});

export type SupportRepository = ReturnType<typeof createSupportRepository>;
