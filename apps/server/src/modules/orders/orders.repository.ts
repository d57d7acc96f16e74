import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus } from '@vitrine/contracts/orders';
import type { Database } from '../../platform/db/client.ts';
import {
  customerOrderCount,
  orderEvent,
  orderItem,
  shipment,
  shipmentEvent,
  shop,
  shopMember,
  shopOrder,
  user,
  type OrderAddress,
} from '../../platform/db/schema/index.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { announceChange } from '../../platform/live/index.ts';

export type OrderRecord = typeof shopOrder.$inferSelect;
export type OrderItemRecord = typeof orderItem.$inferSelect;
export type OrderEventRecord = typeof orderEvent.$inferSelect;
export type ShipmentRecord = typeof shipment.$inferSelect;
export type ShipmentEventRecord = typeof shipmentEvent.$inferSelect;
export type Actor = { role: OrderEventRecord['actorRole']; id: string | null };

export type OrderFilters = {
  searchKey?: string;
  status?: OrderStatus;
  /** yyyy-mm-dd, inclusive, in UTC. */
  fromDate?: string;
  toDate?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filters: OrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(shopOrder.status, filters.status));
  if (filters.fromDate) {
    conditions.push(gte(shopOrder.createdAt, new Date(`${filters.fromDate}T00:00:00Z`)));
  }
  if (filters.toDate) {
    const end = new Date(new Date(`${filters.toDate}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(shopOrder.createdAt, end));
  }
  if (filters.searchKey) {
    const pattern = `%${escapeLike(filters.searchKey.toLowerCase())}%`;
    conditions.push(sql`${shopOrder.searchText} like ${pattern}`);
  }
  return conditions;
}

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
   * statement planned once per connection: the list's most asked shapes.
   */
  const keptPage = (byStatus: boolean) => {
    const customerId = sql.placeholder('customerId');
    const status = byStatus ? sql.placeholder('status') : undefined;
    return db
      .select({ ...pageColumns, total: sql<number>`(${keptTotal(customerId, status)})` })
      .from(shopOrder)
      .where(and(eq(shopOrder.customerId, customerId), status && eq(shopOrder.status, status)))
      .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
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

  /** One page of the orders `owner` picks, and how many match (counted). */
  async function list(owner: SQL, filters: OrderFilters, page: Page) {
    const where = and(owner, ...filterConditions(filters));
    const [items, [counted]] = await Promise.all([
      db
        .select(pageColumns)
        .from(shopOrder)
        .where(where)
        .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(shopOrder).where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  return {
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
     * counts its matching rows (few, and found through an index).
     */
    listForCustomer: (customerId: string, filters: OrderFilters, page: Page) =>
      filters.searchKey || filters.fromDate || filters.toDate
        ? list(eq(shopOrder.customerId, customerId), filters, page)
        : keptList(customerId, filters.status, page),

    listForShop: (shopId: string, filters: OrderFilters, page: Page) =>
      list(eq(shopOrder.shopId, shopId), filters, page),

    async find(id: string, tx?: Transaction): Promise<OrderRecord | null> {
      const q = tx ? queryWith(tx) : db;
      const [row] = await q.select().from(shopOrder).where(eq(shopOrder.id, id));
      return row ?? null;
    },

    /** The row, locked until `tx` ends (settling a payment reads what is due through it). */
    async findLocked(tx: Transaction, id: string): Promise<OrderRecord | null> {
      const [row] = await queryWith(tx)
        .select()
        .from(shopOrder)
        .where(eq(shopOrder.id, id))
        .for('update');
      return row ?? null;
    },

    async findForCustomer(customerId: string, id: string): Promise<OrderRecord | null> {
      const [row] = await db
        .select()
        .from(shopOrder)
        .where(and(eq(shopOrder.id, id), eq(shopOrder.customerId, customerId)));
      return row ?? null;
    },

    /** The customer's delivered orders, newest delivery first (what they may review). */
    async deliveredOf(customerId: string): Promise<OrderRecord[]> {
      return db
        .select()
        .from(shopOrder)
        .where(and(eq(shopOrder.customerId, customerId), eq(shopOrder.status, 'delivered')))
        .orderBy(desc(shopOrder.deliveredAt))
        .limit(100);
    },

    async findForShops(shopIds: string[], id: string): Promise<OrderRecord | null> {
      if (shopIds.length === 0) return null;
      const [row] = await db
        .select()
        .from(shopOrder)
        .where(and(eq(shopOrder.id, id), inArray(shopOrder.shopId, shopIds)));
      return row ?? null;
    },

    /** The shop's name (copied onto the order) and the people running it (told of changes). */
    async shopFacts(
      shopId: string,
      tx?: Transaction,
    ): Promise<{ name: string; memberIds: string[] } | null> {
      const q = tx ? queryWith(tx) : db;
      const [row] = await q.select({ name: shop.name }).from(shop).where(eq(shop.id, shopId));
      if (!row) return null;
      const members = await q
        .select({ userId: shopMember.userId })
        .from(shopMember)
        .where(eq(shopMember.shopId, shopId));
      return { name: row.name, memberIds: members.map((m) => m.userId) };
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

    async customerName(customerId: string): Promise<{ name: string; email: string } | null> {
      const [row] = await db
        .select({ name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, customerId));
      return row ?? null;
    },

    items: (orderId: string, tx?: Transaction) =>
      (tx ? queryWith(tx) : db)
        .select()
        .from(orderItem)
        .where(eq(orderItem.orderId, orderId))
        .orderBy(asc(orderItem.position)),

    timeline: (orderId: string) =>
      db
        .select()
        .from(orderEvent)
        .where(eq(orderEvent.orderId, orderId))
        .orderBy(asc(orderEvent.at), asc(orderEvent.id)),

    timelineIn: (tx: Transaction, orderId: string) =>
      queryWith(tx)
        .select()
        .from(orderEvent)
        .where(eq(orderEvent.orderId, orderId))
        .orderBy(asc(orderEvent.at), asc(orderEvent.id)),

    async findEvent(eventId: number): Promise<OrderEventRecord | null> {
      const [row] = await db.select().from(orderEvent).where(eq(orderEvent.id, eventId));
      return row ?? null;
    },

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
      const q = queryWith(tx);
      const [before] = await q
        .select({ status: shopOrder.status })
        .from(shopOrder)
        .where(eq(shopOrder.id, change.orderId))
        .for('update');
      if (!before || !change.from.includes(before.status)) return null;
      const [order] = await q
        .update(shopOrder)
        .set({ status: change.to, updatedAt: change.at, ...change.patch })
        .where(eq(shopOrder.id, change.orderId))
        .returning();
      const [event] = await q
        .insert(orderEvent)
        .values({
          orderId: change.orderId,
          fromStatus: before.status,
          toStatus: change.to,
          actorRole: change.actor.role,
          actorId: change.actor.id,
          note: change.note ?? null,
          at: change.at,
        })
        .returning({ id: orderEvent.id });
      await announceChange(tx, 'order', change.orderId);
      return { order: order!, eventId: event!.id, from: before.status };
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

    /** Who sees an order: its customer and the people running its shop (null when it is gone). */
    async audienceOf(orderId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ customerId: shopOrder.customerId, shopId: shopOrder.shopId })
        .from(shopOrder)
        .where(eq(shopOrder.id, orderId));
      if (!row) return null;
      const members = await db
        .select({ userId: shopMember.userId })
        .from(shopMember)
        .where(eq(shopMember.shopId, row.shopId));
      return [row.customerId, ...members.map((m) => m.userId)];
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
