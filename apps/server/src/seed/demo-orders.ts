import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@vitrine/contracts/orders';
import type { Database } from '../platform/db/client.ts';
import { userAddress } from '../modules/account/account.schema.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shop } from '../modules/catalogue/catalogue.schema.ts';
import { product } from '../modules/products/products.schema.ts';
import { paymentOrder, paymentRefund } from '../modules/payments/payments.schema.ts';
import {
  orderEvent,
  orderItem,
  shipment,
  shipmentEvent,
  shopOrder,
  type OrderAddress,
} from '../modules/orders/orders.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { createSandboxCarrier, SANDBOX_CARRIER_STEPS } from '../modules/orders/index.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

/** The demo customer of demo-data.ts. */
const DEMO_CUSTOMER_EMAIL = 'demo@vitrine.local';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * When each state is reached, in hours after the order was made, as the product would have
 * them: paid within the hour, packed the next day, handed to the courier, confirmed delivered
 * two hours after the courier's "Delivered" (never before its "In transit"), a return asked for
 * within the return window, the parcel back three days later and the refund after it.
 */
const SHIPPED_AFTER = 26;
const AFTER_HOURS: Record<OrderStatus, number> = {
  awaiting_payment: 0,
  paid: 1,
  cancelled: 6,
  packed: 20,
  shipped: SHIPPED_AFTER,
  delivered: SHIPPED_AFTER + SANDBOX_CARRIER_STEPS.at(-1)!.after + 2,
  return_requested: SHIPPED_AFTER + SANDBOX_CARRIER_STEPS.at(-1)!.after + 32,
  returned: SHIPPED_AFTER + SANDBOX_CARRIER_STEPS.at(-1)!.after + 104,
  refunded: SHIPPED_AFTER + SANDBOX_CARRIER_STEPS.at(-1)!.after + 108,
};

/** Each demo order's path through the states, and how many days ago it began. */
const PATHS: { path: OrderStatus[]; daysAgo: number; shipped?: boolean }[] = [
  { path: ['awaiting_payment'], daysAgo: 1 },
  { path: ['awaiting_payment', 'paid'], daysAgo: 2 },
  { path: ['awaiting_payment', 'paid', 'packed'], daysAgo: 3 },
  // Shipped the day before: the courier has it in transit.
  { path: ['awaiting_payment', 'paid', 'packed', 'shipped'], daysAgo: 2, shipped: true },
  {
    path: ['awaiting_payment', 'paid', 'packed', 'shipped', 'delivered'],
    daysAgo: 9,
    shipped: true,
  },
  { path: ['awaiting_payment', 'cancelled'], daysAgo: 12 },
  {
    path: ['awaiting_payment', 'paid', 'packed', 'shipped', 'delivered', 'return_requested'],
    daysAgo: 8,
    shipped: true,
  },
  {
    path: [
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
      'delivered',
      'return_requested',
      'returned',
    ],
    daysAgo: 15,
    shipped: true,
  },
  {
    path: [
      'awaiting_payment',
      'paid',
      'packed',
      'shipped',
      'delivered',
      'return_requested',
      'returned',
      'refunded',
    ],
    daysAgo: 25,
    shipped: true,
  },
];

const BY: Record<OrderStatus, 'customer' | 'shop' | 'system'> = {
  awaiting_payment: 'shop',
  paid: 'system',
  packed: 'shop',
  shipped: 'shop',
  delivered: 'customer',
  cancelled: 'customer',
  return_requested: 'customer',
  returned: 'shop',
  refunded: 'system',
};

/**
 * The demo customer's orders from the demo vendor's shop, one in every state (the delivered one
 * with its shipment and every tracking event), paid through sandbox payment orders; a refunded
 * one with its processed refund. Added once: nothing when the customer has orders already.
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<{ added: number }> {
  const [customer] = await db.select().from(user).where(eq(user.email, DEMO_CUSTOMER_EMAIL));
  const [vendor] = await db
    .select({ shopId: shopMember.shopId, userId: shopMember.userId, name: shop.name })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    .where(and(eq(user.email, DEMO_VENDOR_EMAIL), eq(shopMember.role, 'owner')));
  if (!customer || !vendor) return { added: 0 };
  const products = await db
    .select({ id: product.id, title: product.title, priceMinor: product.priceMinor })
    .from(product)
    .where(and(eq(product.shopId, vendor.shopId), isNull(product.archivedAt)))
    .orderBy(asc(product.createdAt))
    .limit(3);

  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-orders'))`);
    const [existing] = await q
      .select({ id: shopOrder.id })
      .from(shopOrder)
      .where(eq(shopOrder.customerId, customer.id))
      .limit(1);
    if (existing) return { added: 0 };

    let [home] = await q
      .select()
      .from(userAddress)
      .where(eq(userAddress.userId, customer.id))
      .orderBy(desc(userAddress.isDefault), asc(userAddress.createdAt))
      .limit(1);
    if (!home) {
      [home] = await q
        .insert(userAddress)
        .values({
          userId: customer.id,
          name: customer.name,
          phone: '+919876543210',
          line1: '14 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
          country: 'IN',
          isDefault: true,
        })
        .returning();
    }
    const address: OrderAddress = {
      id: home!.id,
      name: home!.name,
      phone: home!.phone,
      line1: home!.line1,
      line2: home!.line2,
      landmark: home!.landmark,
      city: home!.city,
      state: home!.state,
      postalCode: home!.postalCode,
      country: home!.country,
    };
    const carrier = createSandboxCarrier(() => now);

    for (const [index, plan] of PATHS.entries()) {
      const began = new Date(now.getTime() - plan.daysAgo * DAY);
      const at = (status: OrderStatus) => new Date(began.getTime() + AFTER_HOURS[status] * HOUR);
      const item = products[index % Math.max(products.length, 1)];
      const lines = [
        {
          productId: item?.id ?? null,
          title: item?.title ?? 'Handloom saree',
          unitPriceMinor: item?.priceMinor ?? 450_000,
          quantity: 1,
          position: 0,
        },
        {
          productId: null,
          title: 'Fall and pico',
          unitPriceMinor: 15_000,
          quantity: 1,
          position: 1,
        },
      ];
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
      const number = `VO-DEMO${String(index + 1).padStart(4, '0')}`;
      const status = plan.path[plan.path.length - 1]!;
      const paid = plan.path.includes('paid');
      const total = subtotal + 10_000 + Math.round(subtotal * 0.05);
      const [order] = await q
        .insert(shopOrder)
        .values({
          number,
          customerId: customer.id,
          shopId: vendor.shopId,
          shopName: vendor.name,
          status,
          currency: 'INR',
          subtotalMinor: subtotal,
          shippingMinor: 10_000,
          taxMinor: total - subtotal - 10_000,
          totalMinor: total,
          notes: index === 0 ? 'Blouse stitched to the measurements from our call.' : '',
          deliveryEstimate: new Date(began.getTime() + 7 * DAY).toISOString().slice(0, 10),
          address: status === 'awaiting_payment' ? null : address,
          paidAt: paid ? at('paid') : null,
          deliveredAt: plan.path.includes('delivered') ? at('delivered') : null,
          searchText: [number, vendor.name, ...lines.map((l) => l.title)].join(' ').toLowerCase(),
          itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
          createdAt: began,
          updatedAt: at(status),
        })
        .returning();
      await q.insert(orderItem).values(lines.map((l) => ({ ...l, orderId: order!.id })));
      await q.insert(orderEvent).values(
        plan.path.map((to, step) => ({
          orderId: order!.id,
          fromStatus: step === 0 ? null : plan.path[step - 1]!,
          toStatus: to,
          actorRole: BY[to],
          actorId: BY[to] === 'customer' ? customer.id : BY[to] === 'shop' ? vendor.userId : null,
          note: to === 'return_requested' ? 'The colour is not as in the call.' : null,
          at: at(to),
        })),
      );
      if (paid) {
        const [payment] = await q
          .insert(paymentOrder)
          .values({
            purpose: 'order',
            subjectId: order!.id,
            provider: 'sandbox',
            providerOrderId: `order_demo${order!.id.replace(/-/g, '').slice(0, 10)}`,
            userId: customer.id,
            amountMinor: total,
            currency: 'INR',
            status: 'paid',
            providerPaymentId: `pay_demo${order!.id.replace(/-/g, '').slice(0, 10)}`,
            paidAt: at('paid'),
            createdAt: at('awaiting_payment'),
          })
          .returning({ id: paymentOrder.id });
        await q
          .update(shopOrder)
          .set({ paymentOrderId: payment!.id })
          .where(eq(shopOrder.id, order!.id));
        if (plan.path.includes('returned')) {
          await q.insert(paymentRefund).values({
            paymentOrderId: payment!.id,
            amountMinor: total,
            currency: 'INR',
            reason: 'Order returned',
            status: status === 'refunded' ? 'processed' : 'requested',
            providerRefundId: status === 'refunded' ? `rfnd_demo${index}` : null,
            requestedAt: at('returned'),
            processedAt: status === 'refunded' ? at('refunded') : null,
          });
        }
      }
      if (plan.shipped) {
        const shippedAt = at('shipped');
        const [parcel] = await q
          .insert(shipment)
          .values({
            orderId: order!.id,
            carrier: 'sandbox',
            trackingNumber: `SBX-DEMO-${index + 1}`,
            createdAt: shippedAt,
          })
          .returning({ id: shipment.id });
        const events = await carrier.track({ trackingNumber: `SBX-DEMO-${index + 1}`, shippedAt });
        if (events.length > 0) {
          await q
            .insert(shipmentEvent)
            .values(events.map((e) => ({ ...e, shipmentId: parcel!.id })));
        }
      }
    }
    return { added: PATHS.length };
  });
}
