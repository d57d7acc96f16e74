import type { RoleFlags } from '@vitrine/contracts/auth';
import type { AuditQuery, StaffPermission } from '@vitrine/contracts/staff';
import { and, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { user, userRole } from '../users/auth.schema.ts';
import { creditLedgerEntry } from '../credits/credits.schema.ts';
import { booking } from '../meetings/meetings.schema.ts';
import { shopOrder } from '../orders/orders.schema.ts';
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
  name: user.name,
  email: user.email,
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
      .innerJoin(user, eq(user.id, employee.userId))
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
      conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [counted]] = await Promise.all([
      db
        .select(employeeColumns)
        .from(employee)
        .innerJoin(user, eq(user.id, employee.userId))
        .where(where)
        .orderBy(desc(employee.createdAt), desc(employee.userId))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: count() })
        .from(employee)
        .innerJoin(user, eq(user.id, employee.userId))
        .where(where),
    ]);
    return { items: items as EmployeeRow[], total: counted?.total ?? 0 };
  },

  /** Makes the user a (current) employee with these areas; a removed one comes back. */
  async upsertEmployee(
    tx: Transaction,
    input: { userId: string; permissions: StaffPermission[]; invitedBy: string },
  ): Promise<void> {
    const q = queryWith(tx);
    await q
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
    await q
      .insert(userRole)
      .values({ userId: input.userId, customer: false, employee: true })
      .onConflictDoUpdate({
        target: userRole.userId,
        set: { employee: true, updatedAt: sql`now()` },
      });
  },

  async updateEmployee(
    tx: Transaction,
    id: string,
    changes: { name?: string; permissions?: StaffPermission[] },
  ): Promise<void> {
    const q = queryWith(tx);
    if (changes.name !== undefined) {
      await q
        .update(user)
        .set({ name: changes.name, updatedAt: new Date() })
        .where(eq(user.id, id));
    }
    if (changes.permissions !== undefined) {
      await q
        .update(employee)
        .set({ permissions: changes.permissions, updatedAt: sql`now()` })
        .where(eq(employee.userId, id));
    }
  },

  /** Takes the role and the areas away; the row (and every audit entry naming them) stays. */
  async removeEmployee(tx: Transaction, id: string): Promise<void> {
    const q = queryWith(tx);
    await q
      .update(employee)
      .set({ permissions: [], removedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(employee.userId, id));
    await q
      .update(userRole)
      .set({ employee: false, updatedAt: sql`now()` })
      .where(eq(userRole.userId, id));
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

  async findUser(id: string) {
    const [row] = await db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, id));
    return row;
  },

  /** Users whose name or email contains the text, or whose id it is; at most 20. */
  async searchUsers(searchKey: string) {
    const pattern = containing(searchKey);
    return db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        customer: userRole.customer,
        vendor: userRole.vendor,
        employee: userRole.employee,
        admin: userRole.admin,
      })
      .from(user)
      .leftJoin(userRole, eq(userRole.userId, user.id))
      .where(or(eq(user.id, searchKey), ilike(user.name, pattern), ilike(user.email, pattern)))
      .orderBy(user.email)
      .limit(20);
  },

  /** Bookings, orders and the credit ledger of one user, summed up. */
  async activityOf(userId: string) {
    const [[bookings], [orders], [ledger], recent] = await Promise.all([
      db
        .select({
          total: count(),
          upcoming:
            sql<number>`count(*) filter (where ${booking.startsAt} > now() and ${booking.status} = 'booked')`.mapWith(
              Number,
            ),
        })
        .from(booking)
        .where(eq(booking.customerId, userId)),
      db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${shopOrder.status} in ('paid', 'packed', 'shipped', 'return_requested'))`.mapWith(
            Number,
          ),
        })
        .from(shopOrder)
        .where(eq(shopOrder.customerId, userId)),
      db
        .select({
          granted:
            sql<number>`coalesce(sum(${creditLedgerEntry.delta}) filter (where ${creditLedgerEntry.delta} > 0), 0)`.mapWith(
              Number,
            ),
          spent:
            sql<number>`coalesce(-sum(${creditLedgerEntry.delta}) filter (where ${creditLedgerEntry.delta} < 0), 0)`.mapWith(
              Number,
            ),
        })
        .from(creditLedgerEntry)
        .where(eq(creditLedgerEntry.userId, userId)),
      db
        .select({
          id: creditLedgerEntry.id,
          delta: creditLedgerEntry.delta,
          kind: creditLedgerEntry.kind,
          description: creditLedgerEntry.description,
          at: creditLedgerEntry.createdAt,
        })
        .from(creditLedgerEntry)
        .where(eq(creditLedgerEntry.userId, userId))
        .orderBy(desc(creditLedgerEntry.id))
        .limit(10),
    ]);
    return { bookings: bookings!, orders: orders!, ledger: ledger!, recent };
  },
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
export type { RoleFlags };
