import type { RoleFlags } from '@vitrine/contracts/auth';
import type { AuditQuery, StaffPermission } from '@vitrine/contracts/staff';
import { and, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userCard } from '../users/index.ts';
import { creditEntryCard } from '../credits/index.ts';
import { bookingCard } from '../meetings/index.ts';
import { orderCard } from '../orders/index.ts';
import { auditLog, employee } from '../../platform/db/schema/staff.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import type { AuditRecord } from '../../platform/audit/audit.repository.ts';

export type { AuditRecord };

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type EmployeeRow = {
  id: string;
  name: string;
  email: string;
  permissions: StaffPermission[];
  invitedBy: string | null;
  createdAt: Date;
  removedAt: Date | null;
};

const employeeColumns = {
  id: employee.userId,
  name: userCard.name,
  email: userCard.email,
  permissions: employee.permissions,
  invitedBy: employee.invitedBy,
  createdAt: employee.createdAt,
  removedAt: employee.removedAt,
};

export const createStaffRepository = (db: Database) => ({
  /** One employee (current or removed), read in `tx` when given. */
  async findEmployee(id: string, tx?: Transaction): Promise<EmployeeRow | undefined> {
    const [row] = await (tx ? queryWith(tx) : db)
      .select(employeeColumns)
      .from(employee)
      .innerJoin(userCard, eq(userCard.id, employee.userId))
      .where(eq(employee.userId, id));
    return row as EmployeeRow | undefined;
  },

  async listEmployees(
    filters: { searchKey?: string; includeRemoved?: boolean },
    page: Page,
  ): Promise<{ items: EmployeeRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (!filters.includeRemoved) conditions.push(isNull(employee.removedAt));
    if (filters.searchKey) {
      const pattern = containing(filters.searchKey);
      conditions.push(or(ilike(userCard.name, pattern), ilike(userCard.email, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [counted]] = await Promise.all([
      db
        .select(employeeColumns)
        .from(employee)
        .innerJoin(userCard, eq(userCard.id, employee.userId))
        .where(where)
        .orderBy(desc(employee.createdAt), desc(employee.userId))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: count() })
        .from(employee)
        .innerJoin(userCard, eq(userCard.id, employee.userId))
        .where(where),
    ]);
    return { items: items as EmployeeRow[], total: counted?.total ?? 0 };
  },

  /**
   * Makes the user a (current) employee with these areas; a removed one comes back. The role is
   * the users module's (`grantEmployee`, in the same transaction).
   */
  async upsertEmployee(
    tx: Transaction,
    input: { userId: string; permissions: StaffPermission[]; invitedBy: string },
  ): Promise<void> {
    await queryWith(tx)
      .insert(employee)
      .values({ ...input })
      .onConflictDoUpdate({
        target: employee.userId,
        set: {
          permissions: input.permissions,
          invitedBy: input.invitedBy,
          removedAt: null,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Changes an employee's areas (their name is the users module's). */
  async updatePermissions(tx: Transaction, id: string, permissions: StaffPermission[]) {
    await queryWith(tx)
      .update(employee)
      .set({ permissions, updatedAt: sql`now()` })
      .where(eq(employee.userId, id));
  },

  /**
   * Takes the areas away; the row (and every audit entry naming them) stays. The role is the
   * users module's (`revokeEmployee`, in the same transaction).
   */
  async removeEmployee(tx: Transaction, id: string): Promise<void> {
    await queryWith(tx)
      .update(employee)
      .set({ permissions: [], removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(employee.userId, id));
  },

  async listAudit(
    filters: Omit<AuditQuery, 'page' | 'limit'>,
    page: Page,
  ): Promise<{ items: AuditRecord[]; total: number }> {
    const conditions: SQL[] = [];
    if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
    if (filters.action) conditions.push(eq(auditLog.action, filters.action));
    if (filters.subjectType) conditions.push(eq(auditLog.subjectType, filters.subjectType));
    if (filters.subjectId) conditions.push(eq(auditLog.subjectId, filters.subjectId));
    if (filters.from) conditions.push(gte(auditLog.at, new Date(filters.from)));
    if (filters.to) conditions.push(lte(auditLog.at, new Date(filters.to)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [counted]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  },

  /** Bookings, orders and the credit ledger of one user, summed up. */
  async activityOf(userId: string) {
    const [[bookings], [orders], [ledger], recent] = await Promise.all([
      db
        .select({
          total: count(),
          upcoming:
            sql<number>`count(*) filter (where ${bookingCard.startsAt} > now() and ${bookingCard.status} = 'booked')`.mapWith(
              Number,
            ),
        })
        .from(bookingCard)
        .where(eq(bookingCard.customerId, userId)),
      db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${orderCard.status} in ('paid', 'packed', 'shipped', 'return_requested'))`.mapWith(
            Number,
          ),
        })
        .from(orderCard)
        .where(eq(orderCard.customerId, userId)),
      db
        .select({
          granted:
            sql<number>`coalesce(sum(${creditEntryCard.delta}) filter (where ${creditEntryCard.delta} > 0), 0)`.mapWith(
              Number,
            ),
          spent:
            sql<number>`coalesce(-sum(${creditEntryCard.delta}) filter (where ${creditEntryCard.delta} < 0), 0)`.mapWith(
              Number,
            ),
        })
        .from(creditEntryCard)
        .where(eq(creditEntryCard.userId, userId)),
      db
        .select({
          id: creditEntryCard.id,
          delta: creditEntryCard.delta,
          kind: creditEntryCard.kind,
          description: creditEntryCard.description,
          at: creditEntryCard.createdAt,
        })
        .from(creditEntryCard)
        .where(eq(creditEntryCard.userId, userId))
        .orderBy(desc(creditEntryCard.id))
        .limit(10),
    ]);
    return { bookings: bookings!, orders: orders!, ledger: ledger!, recent };
  },
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
export type { RoleFlags };
