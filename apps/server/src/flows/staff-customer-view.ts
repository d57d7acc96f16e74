import type { PageQuery } from '@vitrine/contracts/pagination';
import type { OrderSummary } from '@vitrine/contracts/orders';
import type { CreditAdjustment, StaffUserBooking, StaffUserView } from '@vitrine/contracts/staff';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/lib/app-error.ts';
import { pageWindow, type Page } from '../platform/lib/paging.ts';
import { createCredits, type Credits } from '../modules/credits/index.ts';
import { createCustomerBookings } from '../modules/meetings/index.ts';
import { createCustomerOrders } from '../modules/orders/index.ts';
import {
  createStaffCustomerReads,
  type StaffCustomerReads,
  type StaffCustomers,
} from '../modules/staff/index.ts';
import { audit, type AuditActor } from '../platform/audit/audit.ts';

/** One of a customer's lists in another module (its index.ts), a page at a time. */
type CustomerList<I> = {
  page: (customerId: string, page: Page) => Promise<{ items: I[]; total: number }>;
};

/**
 * The staff view of a customer, a flow across modules: look them up (the staff module's user
 * reads, the meetings, orders and credits modules' lists) and adjust their credits with a
 * reason, through the credits module (kind `staff_adjustment`) and audited in the same
 * transaction, so the adjustment and its entry exist together or not at all.
 */
export function createStaffCustomerView(deps: {
  repository: StaffCustomerReads;
  credits: Credits;
  /** The meetings and orders modules' reads of one customer's lists. */
  bookings: CustomerList<StaffUserBooking>;
  orders: CustomerList<OrderSummary>;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}) {
  const { repository, credits } = deps;
  /** A page of one of the user's lists; an unknown user is 404, not an empty page. */
  const pageOf =
    <I>(list: CustomerList<I>) =>
    async (userId: string, query: PageQuery) => {
      if (!(await repository.findUser(userId))) throw notFound('User');
      const { items, total } = await list.page(userId, pageWindow(query));
      return { items, total, page: query.page, limit: query.limit };
    };
  const view: StaffCustomers = {
    /** GET /admin/users/:id/bookings: latest start first. */
    bookings: pageOf(deps.bookings),
    /** GET /admin/users/:id/orders: newest first. */
    orders: pageOf(deps.orders),

    async lookup(searchKey: string): Promise<{ items: StaffUserView[] }> {
      const found = await repository.searchUsers(searchKey);
      const items = await Promise.all(
        found.map(async (row) => {
          const activity = await repository.activityOf(row.id);
          const balance = await credits.balance(row.id);
          return {
            id: row.id,
            name: row.name,
            email: row.email,
            roles: {
              customer: row.customer ?? false,
              vendor: row.vendor ?? false,
              employee: row.employee ?? false,
              admin: row.admin ?? false,
            },
            bookings: activity.bookings,
            orders: activity.orders,
            credits: {
              balance,
              granted: activity.ledger.granted,
              spent: activity.ledger.spent,
              recent: activity.recent.map((e) => ({
                id: String(e.id),
                delta: e.delta,
                kind: e.kind,
                description: e.description,
                at: e.at.toISOString(),
              })),
            },
          };
        }),
      );
      return { items };
    },

    async adjustCredits(actor: AuditActor, userId: string, input: CreditAdjustment) {
      if (userId === actor.id) throw forbidden('Nobody adjusts their own credits.');
      const target = await repository.findUser(userId);
      if (!target) throw notFound('User');
      return deps.transaction(async (tx) => {
        const before = await credits.balance(userId, tx);
        const change = {
          userId,
          amount: Math.abs(input.amount),
          kind: 'staff_adjustment' as const,
          reference: null,
          description: input.reason,
        };
        let entry;
        if (input.amount > 0) {
          entry = await credits.grant(tx, change);
        } else {
          try {
            entry = await credits.debit(tx, change);
          } catch (error) {
            if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') {
              throw new AppError(
                'CONFLICT',
                `amount: this would take ${-input.amount} credits from a balance of ${before}; a balance cannot go below zero.`,
                [{ field: 'amount', message: 'would take the balance below zero' }],
              );
            }
            throw error;
          }
        }
        const written = await audit(tx, {
          actor,
          action: 'credits.adjust',
          subject: { type: 'user', id: userId },
          before: { balance: before },
          after: { balance: entry.balanceAfter, delta: input.amount, entryId: String(entry.id) },
          reason: input.reason,
        });
        return {
          userId,
          amount: input.amount,
          balance: entry.balanceAfter,
          entryId: String(entry.id),
          auditId: written.id,
        };
      });
    },
  };
  return view;
}

/** The staff view of a customer over the database, as the staff routes are given it. */
export const staffCustomerViewOf = (db: Database): StaffCustomers =>
  createStaffCustomerView({
    repository: createStaffCustomerReads(db),
    credits: createCredits(db),
    bookings: createCustomerBookings(db),
    orders: createCustomerOrders(db),
    transaction: (work) => runInTransaction(db, work),
  });
