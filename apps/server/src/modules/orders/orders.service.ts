import { randomUUID } from 'node:crypto';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import {
  CARRIERS,
  type CarrierList,
  type CreateOrderFromPinsInput,
  type CreateOrderInput,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
} from '@vitrine/contracts/orders';
import type { CheckoutOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Earnings } from '../earnings/index.ts';
import { createSalesCore, salesNumber, type SalesPayments } from '../sales/index.ts';
import type { StockReservations } from '../products/index.ts';
import { CarrierUnavailableError, type Carrier } from './carrier.ts';
import type { CheckoutsRepository } from './checkouts.repository.ts';
import {
  ADDRESS_CHANGEABLE,
  checkReturnWindow,
  illegalChange,
  statesAllowing,
  type ChangeActor,
} from './order-changes.ts';
import { createOrderAnnouncer, stockLinesOf } from './order-payable.ts';
import type { Actor, OrderRecord, OrdersRepository, OrderSummaryRow } from './orders.repository.ts';

/** What orders use of payments: one payment order per order, settled and refunded once. */
export type OrderPayments = SalesPayments<'order'> & {
  refundOf(
    purpose: 'order',
    subjectId: string,
  ): Promise<{ status: 'requested' | 'processed' } | null>;
};

export type Stock = {
  findOfShop(
    shopId: string,
    ids: string[],
  ): Promise<{ id: string; title: string; priceMinor: number; currency: string }[]>;
  take(tx: Transaction, lines: { productId: string; quantity: number }[]): Promise<boolean>;
  giveBack(
    tx: Transaction,
    lines: { productId: string; variantId: string | null; quantity: number }[],
  ): Promise<void>;
};

/** One shop's order of a checkout, priced by the checkout flow. */
export type CheckoutOrderDraft = {
  id: string;
  shopId: string;
  shopName: string;
  subtotalMinor: number;
  discountMinor: number;
  offerCode: string | null;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** yyyy-mm-dd: the latest day the parcel should arrive. */
  deliveryEstimate: string;
  address: OrderRecord['address'];
  lines: {
    productId: string;
    variantId: string | null;
    title: string;
    unitPriceMinor: number;
    quantity: number;
  }[];
};

/** What the shop's ship dialog calls each courier. */
const CARRIER_LABELS: Record<(typeof CARRIERS)[number], string> = {
  sandbox: 'Sandbox courier',
  shiprocket: 'Shiprocket',
};

export const summaryOf = (row: OrderSummaryRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  shopId: row.shopId,
  shopName: row.shopName,
  status: row.status,
  currency: row.currency,
  total: row.totalMinor,
  itemCount: row.itemCount,
  createdAt: row.createdAt.toISOString(),
});

export function createOrdersService(deps: {
  repository: OrdersRepository;
  stock: Stock;
  payments: OrderPayments;
  findAddress: (
    userId: string,
    id: string,
  ) => Promise<
    | {
        id: string;
        name: string;
        phone: string;
        line1: string;
        line2: string | null;
        landmark: string | null;
        city: string;
        state: string;
        postalCode: string;
        country: string;
      }
    | undefined
  >;
  findUserByEmail: (email: string) => Promise<{ id: string; name: string } | undefined>;
  shopIdsOf: (userId: string) => Promise<string[]>;
  /** The meetings module's: a booking of these shops with its customer and pinned products. */
  meetingPins: {
    ofShopBooking(
      shopIds: string[],
      bookingId: string,
    ): Promise<{ shopId: string; customerId: string; pins: { productId: string }[] } | null>;
  };
  carriers: Record<string, Carrier>;
  /** The carrier a shipment goes with when the shop names none (CARRIER). */
  defaultCarrier?: string;
  /** The shop's earnings (earnings module): a delivered order earns, a return reverses it. */
  earnings: Pick<Earnings, 'orderDelivered' | 'reverse'>;
  /** The units a checkout's orders hold while they are paid (holder: the order's id). */
  reservations: Pick<StockReservations, 'consume' | 'release'>;
  checkouts: CheckoutsRepository;
  clock: () => Date;
}) {
  const { repository, stock, payments, clock } = deps;
  const sales = createSalesCore({
    purpose: 'order',
    noun: 'Order',
    documents: repository,
    parties: repository,
    payments,
    earnings: deps.earnings,
    shopIdsOf: deps.shopIdsOf,
    summaryOf,
  });

  const carrierDown = (error: CarrierUnavailableError) =>
    new AppError(
      'UNAVAILABLE',
      `carrier: ${error.carrier} could not book the pickup just now; try again, or ship with a tracking number you were given.`,
      [{ field: 'carrier', message: 'the courier could not book the pickup just now' }],
      { cause: error },
    );

  /** Books the pickup of a packed order with its courier, outside any transaction (it is HTTP). */
  async function bookPickup(carrier: Carrier, order: OrderRecord) {
    const [items, customer] = await Promise.all([
      repository.items(order.id),
      repository.customer(order.customerId),
    ]);
    if (!order.address || !customer) throw illegalChange(order.status, 'shipped');
    try {
      return await carrier.book!({
        orderNumber: order.number,
        orderDate: order.createdAt,
        customer,
        address: order.address,
        items: items.map((item) => ({
          title: item.title,
          sku: item.productId ?? `line-${item.position}`,
          quantity: item.quantity,
          unitPriceMinor: item.unitPriceMinor,
        })),
        subtotalMinor: order.subtotalMinor,
        currency: order.currency,
      });
    } catch (error) {
      if (error instanceof CarrierUnavailableError) throw carrierDown(error);
      throw error;
    }
  }

  const stockLines = stockLinesOf(repository);
  const announce = createOrderAnnouncer(repository);

  /**
   * Moves an order to `to` as `actor`, in `tx`: legal only from the states ORDER_TRANSITIONS
   * allows (409 otherwise, also when a concurrent change got there first), kept in the timeline
   * and announced. Cancelling or taking back a paid order returns its stock and asks for its refund.
   */
  async function change(
    tx: Transaction,
    order: OrderRecord,
    to: OrderStatus,
    actor: Actor & { role: ChangeActor },
    options: {
      note?: string | null;
      patch?: Parameters<OrdersRepository['transition']>[1]['patch'];
    } = {},
  ) {
    const at = clock();
    const changed = await repository.transition(tx, {
      orderId: order.id,
      from: statesAllowing(to, actor.role),
      to,
      actor,
      note: options.note,
      at,
      patch: options.patch,
    });
    if (!changed) {
      const now = await repository.find(order.id, tx);
      throw illegalChange(now?.status ?? order.status, to);
    }
    if (to === 'delivered') {
      await deps.earnings.orderDelivered(tx, {
        orderId: order.id,
        shopId: changed.order.shopId,
        totalMinor: changed.order.totalMinor,
        currency: changed.order.currency,
        at,
        number: changed.order.number,
      });
    }
    if (to === 'returned' || to === 'cancelled') {
      // Only a delivered order earned anything; reversing nothing writes nothing.
      await sales.reverseEarning(tx, order.id, at, to === 'returned' ? 'Returned' : 'Cancelled');
    }
    const wasPaid = changed.from !== 'awaiting_payment';
    if (to === 'cancelled' && !wasPaid) {
      // A checkout's order holds its units until paid: cancelled first, they go back.
      await deps.reservations.release(tx, order.id, at);
    }
    if ((to === 'cancelled' && wasPaid) || to === 'returned') {
      await stock.giveBack(tx, await stockLines(order.id, tx));
      await sales.requestRefund(
        tx,
        order.id,
        to === 'cancelled' ? 'Order cancelled' : 'Order returned',
      );
    }
    await announce(tx, changed.order, changed.eventId, actor.role);
    return changed.order;
  }

  /** The order's status, timeline and refund as one change left them (see `detail`). */
  async function statusParts(order: OrderRecord) {
    const [timeline, refund] = await Promise.all([
      repository.timeline(order.id),
      payments.refundOf('order', order.id),
    ]);
    return { order, timeline, refund };
  }

  /**
   * The order read before its timeline and refund can miss a change that landed in between: the
   * refund is recorded and the order made `refunded` in one transaction, so a detail could say
   * "returned" beside a processed refund (or a timeline ending in a status the order does not
   * show yet). The transaction has committed by the time the later read sees it, so reading all
   * three again shows it whole.
   */
  async function consistentStatus(order: OrderRecord) {
    const first = await statusParts(order);
    const skewed =
      (first.timeline.at(-1)?.toStatus ?? order.status) !== order.status ||
      (order.status === 'returned' && first.refund?.status === 'processed');
    if (!skewed) return first;
    return statusParts((await repository.find(order.id)) ?? order);
  }

  async function detail(read: OrderRecord): Promise<OrderDetail> {
    const [{ order, timeline, refund }, items, shipments, customer] = await Promise.all([
      consistentStatus(read),
      repository.items(read.id),
      repository.shipments(read.id),
      repository.customer(read.customerId),
    ]);
    const events = await repository.shipmentEvents(shipments.map((s) => s.id));
    return {
      id: order.id,
      number: order.number,
      shopId: order.shopId,
      shopName: order.shopName,
      status: order.status,
      currency: order.currency,
      total: order.totalMinor,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      createdAt: order.createdAt.toISOString(),
      customerName: customer?.name ?? '',
      items: items.map((item) => ({
        id: item.id,
        productId: item.productId,
        title: item.title,
        quantity: item.quantity,
        unitPrice: item.unitPriceMinor,
        lineTotal: item.unitPriceMinor * item.quantity,
      })),
      subtotal: order.subtotalMinor,
      shippingFee: order.shippingMinor,
      taxes: order.taxMinor,
      totalInWords: minorUnitsInWords(order.totalMinor, order.currency),
      notes: order.notes,
      deliveryEstimate: order.deliveryEstimate,
      address: order.address,
      paidAt: order.paidAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      refund,
      shipments: shipments.map((s) => ({
        id: s.id,
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        createdAt: s.createdAt.toISOString(),
        events: events
          .filter((e) => e.shipmentId === s.id)
          .map((e) => ({
            code: e.code,
            description: e.description,
            location: e.location,
            at: e.at.toISOString(),
          })),
      })),
      timeline: timeline.map((e) => ({
        status: e.toStatus,
        from: e.fromStatus,
        by: e.actorRole,
        note: e.note,
        at: e.at.toISOString(),
      })),
    };
  }

  /** Creates the shop's order for a customer, awaiting payment, announced to the customer. */
  async function createOrder(
    userId: string,
    customerId: string,
    input: Omit<CreateOrderInput, 'customerEmail'>,
  ): Promise<OrderDetail> {
    const productIds = input.items.flatMap((item) => (item.productId ? [item.productId] : []));
    const products = await stock.findOfShop(input.shopId, productIds);
    const lines = input.items.map((item, index) => {
      const found = item.productId ? products.find((p) => p.id === item.productId) : undefined;
      if (item.productId && !found) {
        throw validationFailed(`items.${index}.productId`, 'not a product of this shop');
      }
      const title = item.title ?? found?.title;
      if (!title)
        throw validationFailed(`items.${index}.title`, 'a line without a product needs a title');
      return {
        productId: item.productId ?? null,
        title,
        unitPriceMinor: item.unitPrice,
        quantity: item.quantity,
        position: index,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
    // Minor units in a 32-bit integer: ₹2 crore or so per order.
    if (subtotal + input.shippingFee + input.taxes > 2_147_483_647) {
      throw validationFailed('items', 'the order total is too large');
    }
    const facts = await repository.shopFacts(input.shopId);
    if (!facts) throw notFound('Shop');
    const number = salesNumber('VO');
    const order = await repository.transaction(async (tx) => {
      const created = await repository.insertOrder(
        tx,
        {
          id: randomUUID(),
          number,
          customerId,
          shopId: input.shopId,
          shopName: facts.name,
          currency: input.currency.toUpperCase(),
          subtotalMinor: subtotal,
          shippingMinor: input.shippingFee,
          taxMinor: input.taxes,
          totalMinor: subtotal + input.shippingFee + input.taxes,
          notes: input.notes,
          deliveryEstimate: input.deliveryEstimate ?? null,
          searchText: [number, facts.name, ...lines.map((l) => l.title)].join(' ').toLowerCase(),
          createdAt: clock(),
          updatedAt: clock(),
        },
        lines,
        { role: 'shop', id: userId },
      );
      const event = (await repository.timeline(created.id, tx))[0]!;
      await announce(tx, created, event.id, 'shop');
      return created;
    });
    return detail(order);
  }

  return {
    /** POST /vendor/orders: the shop's order for a customer, awaiting the customer's payment. */
    async create(userId: string, input: CreateOrderInput): Promise<OrderDetail> {
      await sales.ownShop(userId, input.shopId);
      const customer = await deps.findUserByEmail(input.customerEmail);
      if (!customer) throw validationFailed('customerEmail', 'no customer has this email');
      return createOrder(userId, customer.id, input);
    },

    /**
     * POST /vendor/orders/from-booking: the order for a meeting's customer from what the shop
     * pinned during the call (all pins, one each, unless `items` picks), at today's prices.
     */
    async createFromPins(userId: string, input: CreateOrderFromPinsInput): Promise<OrderDetail> {
      const booking = await deps.meetingPins.ofShopBooking(
        await deps.shopIdsOf(userId),
        input.bookingId,
      );
      if (!booking) throw notFound('Booking');
      if (booking.pins.length === 0) {
        throw validationFailed('bookingId', 'no product was pinned during this meeting');
      }
      const pinned = new Set(booking.pins.map((pin) => pin.productId));
      const picked =
        input.items ?? booking.pins.map((pin) => ({ productId: pin.productId, quantity: 1 }));
      picked.forEach((item, index) => {
        if (!pinned.has(item.productId)) {
          throw validationFailed(`items.${index}.productId`, 'not pinned during this meeting');
        }
      });
      const products = await stock.findOfShop(
        booking.shopId,
        picked.map((item) => item.productId),
      );
      if (new Set(products.map((p) => p.currency)).size > 1) {
        throw validationFailed('items', 'the pinned products are priced in different currencies');
      }
      return createOrder(userId, booking.customerId, {
        shopId: booking.shopId,
        currency: products[0]?.currency ?? 'INR',
        items: picked.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          // A pin of a product no longer sold finds no product: refused, naming its line.
          unitPrice: products.find((p) => p.id === item.productId)?.priceMinor ?? 0,
        })),
        shippingFee: input.shippingFee,
        taxes: input.taxes,
        notes: input.notes,
        deliveryEstimate: input.deliveryEstimate,
      });
    },

    listForCustomer: sales.listForCustomer,
    listForShop: sales.listForShop,

    pageWindow,

    customerDetail: async (userId: string, id: string) =>
      detail(await sales.ofCustomer(userId, id)),
    shopDetail: async (userId: string, id: string) => detail(await sales.ofShop(userId, id)),

    /**
     * GET /user/orders/{id}/invoice.pdf: the customer's invoice for their order (seller, buyer,
     * delivery address, items, shipping, taxes, total and in words), in any state; the facts
     * under its number say whether and when it was paid.
     */
    async invoicePdf(userId: string, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const order = await sales.ofCustomer(userId, id);
      const items = await repository.items(order.id);
      const address = order.address;
      const pdf = await sales.invoicePdf(order, (day) => ({
        title: 'Tax invoice',
        facts: [
          ['Order number', order.number],
          ['Order date', day(order.createdAt)],
          ['Payment', order.paidAt ? `paid on ${day(order.paidAt)}` : 'not paid'],
          ['Status', order.status.replace(/_/g, ' ')],
          ...(order.deliveryEstimate
            ? [['Delivery estimate', order.deliveryEstimate] as [string, string]]
            : []),
        ],
        ...(address && {
          shipTo: {
            name: address.name,
            lines: [
              address.line1,
              ...(address.line2 ? [address.line2] : []),
              ...(address.landmark ? [address.landmark] : []),
              `${address.city}, ${address.state} ${address.postalCode}`,
              address.country,
              `Phone ${address.phone}`,
            ],
          },
        }),
        items: items.map((item) => ({
          description: item.title,
          quantity: item.quantity,
          unitPrice: item.unitPriceMinor,
          amount: item.unitPriceMinor * item.quantity,
        })),
        totals: [
          { label: 'Subtotal', amount: order.subtotalMinor },
          { label: 'Shipping', amount: order.shippingMinor },
          { label: 'Taxes', amount: order.taxMinor },
        ],
        total: order.totalMinor,
        notes: order.notes || undefined,
      }));
      return { fileName: `invoice-${order.number}.pdf`, pdf };
    },

    /** POST /user/orders/{id}/update-status: cancel, confirm delivery or ask for a return. */
    async customerChange(
      userId: string,
      id: string,
      input: { status: 'cancelled' | 'delivered' | 'return_requested'; note?: string },
    ): Promise<OrderDetail> {
      const order = await sales.ofCustomer(userId, id);
      if (input.status === 'return_requested' && order.status === 'delivered') {
        checkReturnWindow(order.deliveredAt, clock());
      }
      const changed = await repository.transaction((tx) =>
        change(
          tx,
          order,
          input.status,
          { role: 'customer', id: userId },
          {
            note: input.note,
            patch: input.status === 'delivered' ? { deliveredAt: clock() } : undefined,
          },
        ),
      );
      return detail(changed);
    },

    /** The shop's operations: pack, cancel, mark delivered, take a return back. */
    async shopChange(
      userId: string,
      id: string,
      to: 'packed' | 'cancelled' | 'delivered' | 'returned',
      note?: string,
    ): Promise<OrderDetail> {
      const order = await sales.ofShop(userId, id);
      const changed = await repository.transaction((tx) =>
        change(
          tx,
          order,
          to,
          { role: 'shop', id: userId },
          {
            note,
            patch: to === 'delivered' ? { deliveredAt: clock() } : undefined,
          },
        ),
      );
      return detail(changed);
    },

    /**
     * GET /vendor/carriers: the couriers this server ships with (the sandbox always, Shiprocket
     * when its API user is configured), whether each books the pickup, and the default one.
     */
    carrierList(): CarrierList {
      const carriers = CARRIERS.filter((name) => deps.carriers[name]).map((name) => ({
        name,
        label: CARRIER_LABELS[name],
        booksPickup: typeof deps.carriers[name]!.book === 'function',
      }));
      const fallback = deps.defaultCarrier ?? 'sandbox';
      const named = carriers.find((c) => c.name === fallback) ?? carriers[0]!;
      return { carriers, default: named.name };
    },

    /** Ships a packed order: the shipment (carrier and tracking number) and the change, together. */
    async ship(
      userId: string,
      id: string,
      input: { carrier?: string; trackingNumber?: string },
    ): Promise<OrderDetail> {
      const order = await sales.ofShop(userId, id);
      const carrierName = input.carrier ?? deps.defaultCarrier ?? 'sandbox';
      const carrier = deps.carriers[carrierName];
      if (!carrier) throw validationFailed('carrier', 'not a carrier this server ships with');
      let trackingNumber = input.trackingNumber;
      if (!trackingNumber) {
        if (!carrier.book) {
          throw validationFailed('trackingNumber', 'type the tracking number the courier gave you');
        }
        // Book only what can ship: a pickup for a parcel that cannot leave would be a stray.
        if (order.status !== 'packed') throw illegalChange(order.status, 'shipped');
        trackingNumber = (await bookPickup(carrier, order)).trackingNumber;
      }
      const shipment = { carrier: carrierName, trackingNumber };
      const changed = await repository.transaction(async (tx) => {
        const shipped = await change(
          tx,
          order,
          'shipped',
          { role: 'shop', id: userId },
          {
            note: `${shipment.carrier} ${shipment.trackingNumber}`,
          },
        );
        const added = await repository.insertShipment(tx, {
          orderId: order.id,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          createdAt: clock(),
        });
        if (!added) {
          throw new AppError('CONFLICT', 'trackingNumber: this tracking number is already in use.');
        }
        return shipped;
      });
      return detail(changed);
    },

    /** The delivery address, one of the customer's own, while the parcel has not left. */
    async changeAddress(userId: string, id: string, addressId: string): Promise<OrderDetail> {
      const order = await sales.ofCustomer(userId, id);
      const address = await deps.findAddress(userId, addressId);
      if (!address) throw notFound('Address');
      const updated = await repository.setAddress(
        order.id,
        ADDRESS_CHANGEABLE,
        {
          id: address.id,
          name: address.name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          country: address.country,
        },
        clock(),
      );
      if (!updated) {
        throw new AppError('CONFLICT', 'addressId: the address can change only before shipping.');
      }
      return detail(updated);
    },

    /**
     * A checkout's orders, one per shop, written in the checkout flow's transaction with the
     * checkout itself. Paid online they wait for the one payment (the shops hear of them when it
     * settles); cash on delivery they go to their shops at once, as paid orders do.
     */
    async placeCheckout(
      tx: Transaction,
      checkout: {
        id: string;
        customerId: string;
        paymentMethod: 'online' | 'cash_on_delivery';
        currency: string;
        amountMinor: number;
        codes: string[];
        expiresAt: Date;
      },
      drafts: CheckoutOrderDraft[],
    ): Promise<OrderRecord[]> {
      const at = clock();
      const cod = checkout.paymentMethod === 'cash_on_delivery';
      await deps.checkouts.insert(tx, {
        ...checkout,
        status: cod ? 'cash_on_delivery' : 'awaiting_payment',
        createdAt: at,
      });
      const placed: OrderRecord[] = [];
      for (const draft of drafts) {
        const number = salesNumber('VO');
        const created = await repository.insertOrder(
          tx,
          {
            id: draft.id,
            number,
            customerId: checkout.customerId,
            shopId: draft.shopId,
            shopName: draft.shopName,
            status: cod ? 'paid' : 'awaiting_payment',
            currency: checkout.currency,
            subtotalMinor: draft.subtotalMinor,
            discountMinor: draft.discountMinor,
            offerCode: draft.offerCode,
            shippingMinor: draft.shippingMinor,
            taxMinor: draft.taxMinor,
            totalMinor: draft.totalMinor,
            deliveryEstimate: draft.deliveryEstimate,
            address: draft.address,
            checkoutId: checkout.id,
            paymentMethod: checkout.paymentMethod,
            searchText: [number, draft.shopName, ...draft.lines.map((l) => l.title)]
              .join(' ')
              .toLowerCase(),
            createdAt: at,
            updatedAt: at,
          },
          draft.lines.map((line, position) => ({ ...line, position })),
          { role: 'customer', id: checkout.customerId },
        );
        if (cod) {
          const event = (await repository.timeline(created.id, tx))[0]!;
          await announce(tx, created, event.id, 'customer');
        }
        placed.push(created);
      }
      return placed;
    },

    /** GET /user/checkouts/{id}: the checkout and its orders (404 for anyone else's). */
    async checkoutOf(customerId: string, id: string) {
      const checkout = await deps.checkouts.findForCustomer(customerId, id);
      if (!checkout) throw notFound('Checkout');
      const orders = await deps.checkouts.orders(id);
      return { checkout, orders: orders.map((row) => summaryOf(row)) };
    },

    isFirstOrder: (customerId: string) => deps.checkouts.hasNoOrders(customerId),

    /** Starts (or resumes) paying an order awaiting payment; an address must be chosen first. */
    async pay(user: AuthUser, id: string): Promise<CheckoutOrder> {
      const order = await sales.ofCustomer(user.id, id);
      if (order.status !== 'awaiting_payment') throw illegalChange(order.status, 'paid');
      if (order.checkoutId) {
        throw new AppError('CONFLICT', 'This order is paid with its checkout, in one payment.');
      }
      if (!order.address) throw validationFailed('addressId', 'choose a delivery address first');
      return sales.checkout(
        user,
        order,
        order.totalMinor,
        `Order ${order.number} from ${order.shopName}`,
      );
    },

    async verifyPayment(userId: string, id: string, input: VerifyCreditPaymentInput) {
      return detail(await sales.verifyPayment(userId, id, input));
    },

    /** The carrier's events so far, kept (each once); a delivered parcel is the customer's to confirm. */
    async track(userId: string, id: string, shipmentId: string) {
      const order = await sales.ofCustomer(userId, id);
      const parcel = await repository.findShipment(order.id, shipmentId);
      if (!parcel) throw notFound('Shipment');
      const carrier = deps.carriers[parcel.carrier];
      if (carrier) {
        try {
          const events = await carrier.track({
            trackingNumber: parcel.trackingNumber,
            shippedAt: parcel.createdAt,
          });
          await repository.insertShipmentEvents(
            order.id,
            events.map((e) => ({ shipmentId: parcel.id, ...e })),
          );
        } catch (error) {
          // A courier that does not answer leaves the events kept so far; the next look asks again.
          if (!(error instanceof CarrierUnavailableError)) throw error;
        }
      }
      const kept = await repository.shipmentEvents([parcel.id]);
      return {
        id: parcel.id,
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        createdAt: parcel.createdAt.toISOString(),
        delivered: kept.some((e) => e.code === 'delivered'),
        events: kept.map((e) => ({
          code: e.code,
          description: e.description,
          location: e.location,
          at: e.at.toISOString(),
        })),
      };
    },

    /** What an order card in a conversation shows; the sender's order (customer or shop) or 404. */
    async card(senderId: string, orderId: string) {
      const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId);
      const order = isId
        ? ((await repository.findForCustomer(senderId, orderId)) ??
          (await repository.findForShops(await deps.shopIdsOf(senderId), orderId)))
        : null;
      if (!order) throw notFound('Order');
      return {
        orderId: order.id,
        number: order.number,
        shopId: order.shopId,
        shopName: order.shopName,
        status: order.status,
        total: order.totalMinor,
        currency: order.currency,
      };
    },

    /** The order and its change for the status mail (undefined when gone). */
    async mailFacts(orderId: string, eventId: number) {
      const facts = await sales.mailFacts(orderId, eventId);
      return facts && { order: facts.document, event: facts.event, customer: facts.customer };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
