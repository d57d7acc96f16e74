import { and, asc, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { OrderStatus } from '@vitrine/contracts/orders';
import type { Database } from '../../platform/db/client.ts';
import {
  customerOrderCount,
  orderEvent,
  orderItem,
  shipment,
  shipmentEvent,
  shopOrder,
  type OrderAddress,
} from './orders.schema.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { announceChange } from '../../platform/live/index.ts';
import {
  createSalesDocuments,
  createSalesParties,
  salesFilterConditions,
  type SalesFilters,
} from '../sales/index.ts';

export type OrderRecord = typeof shopOrder.$inferSelect;
export type OrderItemRecord = typeof orderItem.$inferSelect;
export type OrderEventRecord = typeof orderEvent.$inferSelect;
export type ShipmentRecord = typeof shipment.$inferSelect;
export type ShipmentEventRecord = typeof shipmentEvent.$inferSelect;
export type Actor = { role: OrderEventRecord['actorRole']; id: string | null };

export type OrderFilters = SalesFilters & { status?: OrderStatus };

const filterConditions = (filters: OrderFilters) => [
  ...(filters.status ? [eq(shopOrder.status, filters.status)] : []),
  ...salesFilterConditions(shopOrder, filters),
];

const pageColumns = {
  id: shopOrder.id,
  number: shopOrder.number,
  shopId: shopOrder.shopId,
  shopName: shopOrder.shopName,
  status: shopOrder.status,
  currency: shopOrder.currency,
  totalMinor: shopOrder.totalMinor,
  createdAt: shopOrder.createdAt,
  itemCount: shopOrder.itemCount,
};
export type OrderSummaryRow = {
  id: string;
  number: string;
  shopId: string;
  shopName: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  createdAt: Date;
  itemCount: number;
};

export function createOrdersRepository(db: Database) {
  const documents = createSalesDocuments(db, {
    documents: shopOrder,
    events: orderEvent,
    documentId: orderEvent.orderId,
    live: 'order',
  });
  /** The kept count of the customer's orders (in `status`, or all): nine rows at most. */
  const keptTotal = (customerId: string | Placeholder, status?: OrderStatus | Placeholder) =>
    db
      .select({ total: sql<number>`coalesce(sum(${customerOrderCount.count}), 0)::int` })
      .from(customerOrderCount)
      .where(
        and(
          eq(customerOrderCount.customerId, customerId),
          status ? eq(customerOrderCount.status, status) : undefined,
        ),
      );

  /**
   * A customer's page unfiltered or by status alone, with its total from the kept counts, in one
   * statement planned once per connection: the list's most asked shapes. The page's ids are
   * chosen from the index alone (it holds the customer, status, date and id), and only the
   * page's rows are then read: a deep page (page 200 skips 3,980 orders) skips index entries,
   * not table rows.
   */
  const keptPage = (byStatus: boolean) => {
    const customerId = sql.placeholder('customerId');
    const status = byStatus ? sql.placeholder('status') : undefined;
    const chosen = db
      .select({ id: shopOrder.id, createdAt: shopOrder.createdAt })
      .from(shopOrder)
      .where(and(eq(shopOrder.customerId, customerId), status && eq(shopOrder.status, status)))
      .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('chosen');
    return db
      .select({ ...pageColumns, total: sql<number>`(${keptTotal(customerId, status)})` })
      .from(chosen)
      .innerJoin(shopOrder, eq(shopOrder.id, chosen.id))
      .orderBy(desc(chosen.createdAt), desc(chosen.id))
      .prepare(byStatus ? 'customer_orders_page_by_status' : 'customer_orders_page');
  };
  const keptPages = { all: keptPage(false), byStatus: keptPage(true) };

  /**
   * One page of the customer's orders unfiltered or by status, and how many there are. A page
   * past the end carries no total, which is then read alone.
   */
  async function keptList(customerId: string, status: OrderStatus | undefined, page: Page) {
    const statement = status ? keptPages.byStatus : keptPages.all;
    const rows = await statement.execute({ customerId, status, ...page });
    if (rows.length > 0) {
      return { items: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
    }
    const [row] = await keptTotal(customerId, status);
    return { items: [], total: row?.total ?? 0 };
  }

  return {
    ...documents,
    ...createSalesParties(db),

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    /** The order, its lines and its first timeline entry. */
    async insertOrder(
      tx: Transaction,
      order: Omit<typeof shopOrder.$inferInsert, 'itemCount'>,
      items: Omit<typeof orderItem.$inferInsert, 'orderId'>[],
      actor: Actor,
    ): Promise<OrderRecord> {
      const q = queryWith(tx);
      const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
      const [row] = await q
        .insert(shopOrder)
        .values({ ...order, itemCount })
        .returning();
      await q.insert(orderItem).values(items.map((item) => ({ ...item, orderId: row!.id })));
      await q.insert(orderEvent).values({
        orderId: row!.id,
        fromStatus: null,
        toStatus: row!.status,
        actorRole: actor.role,
        actorId: actor.id,
        at: row!.createdAt,
      });
      await announceChange(tx, 'order', row!.id);
      return row!;
    },

    /**
     * Unfiltered or by status only, the total is the kept count; a date range or a searchKey
     * counts its matching rows (few, and found through an index; a searchKey's in the pass that
     * chooses the page, as its `like` reads each matching row anyway).
     */
    listForCustomer: (customerId: string, filters: OrderFilters, page: Page) =>
      filters.searchKey || filters.fromDate || filters.toDate
        ? documents.page<OrderSummaryRow>(
            and(eq(shopOrder.customerId, customerId), ...filterConditions(filters)),
            page,
            pageColumns,
            { countMatched: Boolean(filters.searchKey) },
          )
        : keptList(customerId, filters.status, page),

    listForShop: (shopId: string, filters: OrderFilters, page: Page) =>
      documents.page<OrderSummaryRow>(
        and(eq(shopOrder.shopId, shopId), ...filterConditions(filters)),
        page,
        pageColumns,
        { countMatched: Boolean(filters.searchKey) },
      ),

    /** The customer's delivered orders, newest delivery first (what they may review). */
    async deliveredOf(customerId: string): Promise<OrderRecord[]> {
      return db
        .select()
        .from(shopOrder)
        .where(and(eq(shopOrder.customerId, customerId), eq(shopOrder.status, 'delivered')))
        .orderBy(desc(shopOrder.deliveredAt))
        .limit(100);
    },

    items: (orderId: string, tx?: Transaction) =>
      (tx ? queryWith(tx) : db)
        .select()
        .from(orderItem)
        .where(eq(orderItem.orderId, orderId))
        .orderBy(asc(orderItem.position)),

    /**
     * Moves the order from one of `from` to `to` (with `patch`) and keeps the change in the
     * timeline, only if it is still in one of `from`: of concurrent changes one wins, the others
     * get null (an illegal change by then).
     */
    async transition(
      tx: Transaction,
      change: {
        orderId: string;
        from: OrderStatus[];
        to: OrderStatus;
        actor: Actor;
        note?: string | null;
        at: Date;
        patch?: Partial<Pick<OrderRecord, 'paidAt' | 'deliveredAt' | 'paymentOrderId'>>;
      },
    ): Promise<{ order: OrderRecord; eventId: number; from: OrderStatus } | null> {
      const changed = await documents.change(tx, {
        id: change.orderId,
        allowed: (before) => change.from.includes(before.status),
        set: { status: change.to, ...change.patch },
        event: (before) => ({
          orderId: change.orderId,
          fromStatus: before.status,
          toStatus: change.to,
          actorRole: change.actor.role,
          actorId: change.actor.id,
          note: change.note ?? null,
          at: change.at,
        }),
        at: change.at,
      });
      return (
        changed && {
          order: changed.document,
          eventId: changed.event.id,
          from: changed.before.status,
        }
      );
    },

    /** Sets the delivery address while the order is in one of `statuses`; false otherwise. */
    async setAddress(
      orderId: string,
      statuses: OrderStatus[],
      address: OrderAddress,
      at: Date,
    ): Promise<OrderRecord | null> {
      return runInTransaction(db, async (tx) => {
        const [row] = await queryWith(tx)
          .update(shopOrder)
          .set({ address, updatedAt: at })
          .where(and(eq(shopOrder.id, orderId), inArray(shopOrder.status, statuses)))
          .returning();
        if (row) await announceChange(tx, 'order', orderId);
        return row ?? null;
      });
    },

    async setPaymentOrder(orderId: string, paymentOrderId: string): Promise<void> {
      await db.update(shopOrder).set({ paymentOrderId }).where(eq(shopOrder.id, orderId));
    },

    async insertShipment(
      tx: Transaction,
      values: { orderId: string; carrier: string; trackingNumber: string; createdAt: Date },
    ): Promise<ShipmentRecord | null> {
      const [row] = await queryWith(tx)
        .insert(shipment)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (row) await announceChange(tx, 'order', values.orderId);
      return row ?? null;
    },

    shipments: (orderId: string) =>
      db
        .select()
        .from(shipment)
        .where(eq(shipment.orderId, orderId))
        .orderBy(asc(shipment.createdAt)),

    async findShipment(orderId: string, shipmentId: string): Promise<ShipmentRecord | null> {
      const [row] = await db
        .select()
        .from(shipment)
        .where(and(eq(shipment.id, shipmentId), eq(shipment.orderId, orderId)));
      return row ?? null;
    },

    async shipmentEvents(shipmentIds: string[]): Promise<ShipmentEventRecord[]> {
      if (shipmentIds.length === 0) return [];
      return db
        .select()
        .from(shipmentEvent)
        .where(inArray(shipmentEvent.shipmentId, shipmentIds))
        .orderBy(asc(shipmentEvent.at), asc(shipmentEvent.id));
    },

    /** Keeps a carrier's events of one order's parcels, each code once; answers the ones new to us. */
    async insertShipmentEvents(
      orderId: string,
      events: Omit<typeof shipmentEvent.$inferInsert, 'id'>[],
    ): Promise<ShipmentEventRecord[]> {
      if (events.length === 0) return [];
      return runInTransaction(db, async (tx) => {
        const added = await queryWith(tx)
          .insert(shipmentEvent)
          .values(events)
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) await announceChange(tx, 'order', orderId);
        return added;
      });
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
