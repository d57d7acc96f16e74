import { randomUUID } from 'node:crypto';
import type {
  Checkout,
  CheckoutInput,
  CheckoutQuote,
  CodeResult,
} from '@vitrine/contracts/checkout';
import { formatPrice } from '@vitrine/contracts/money';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type { CheckoutOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../platform/db/transaction.ts';
import type { AuthUser } from '../platform/http/auth.ts';
import { AppError, notFound, validationFailed } from '../platform/lib/app-error.ts';
import { enqueue } from '../platform/outbox/index.ts';
import { createAddressBook } from '../modules/account/index.ts';
import {
  createCarts,
  deliveryEstimate,
  shippingFor,
  unitPriceOf,
  type Carts,
} from '../modules/cart/index.ts';
import { createShopTerms, type ShopTerms } from '../modules/catalogue/index.ts';
import { createEarnings, type EarningRates } from '../modules/earnings/index.ts';
import {
  createMeetingPrices,
  meetingPriceKey,
  type MeetingPrices,
} from '../modules/meetings/index.ts';
import type { CheckoutOrderDraft, CheckoutOrders } from '../modules/orders/index.ts';
import { createOfferCodes, type OfferCodes } from '../modules/offers/index.ts';
import type { Payments } from '../modules/payments/index.ts';
import {
  buyableKey,
  createBuyables,
  createStockReservations,
  RESERVATION_MINUTES,
  type Buyable,
  type Buyables,
  type StockReservations,
} from '../modules/products/index.ts';
import { priceCheckout, type CheckoutPrice } from './checkout/price-checkout.ts';
import { checkoutSettlementOf, type CheckoutSettlement } from './checkout-settlement.ts';

const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });
const rupees = (amountMinor: number) => formatPrice({ amountMinor, currency: 'INR' });

const titleOf = (buyable: Buyable) => {
  const parts = buyable.variant
    ? [
        buyable.variant.size,
        buyable.variant.colour,
        buyable.variant.madeToMeasure ? 'made to measure' : null,
      ].filter(Boolean)
    : [];
  return parts.length ? `${buyable.title} (${parts.join(', ')})` : buyable.title;
};

/** The cart as it is now, every line still on sale, with what it costs. */
type PricedCart = {
  lines: {
    productId: string;
    variantId: string | null;
    quantity: number;
    buyable: Buyable;
    /** The meeting price while it holds for this customer, else the list price. */
    unitPriceMinor: number;
  }[];
  shops: Map<string, ShopTerms>;
  price: CheckoutPrice;
};

/**
 * Buying the customer's cart, a flow across modules: the cart (cart), what each line is and
 * costs now (products), the shops' terms (catalogue), the address (account), the codes (offers),
 * the price (`priceCheckout`, the one rule for discounts, taxes and totals), then in one
 * transaction each shop's units reserved (products: the last unit is sold once), one order per
 * shop placed (orders) and the lapse job queued; then one payment for exactly the amount due
 * (payments, purpose `checkout`), whose settlement marks the orders paid, sells the reserved
 * units and takes the bought lines out of the cart, and whose failure or lapse (15 minutes)
 * cancels the orders and puts the units back (flows/checkout-settlement.ts, the payments flow's
 * purpose `checkout`).
 */
export function createCheckoutFlow(deps: {
  carts: Carts;
  buyables: Pick<Buyables, 'find'>;
  shopTerms: { of: (ids: readonly string[]) => Promise<Map<string, ShopTerms>> };
  addresses: ReturnType<typeof createAddressBook>;
  orders: CheckoutOrders;
  reservations: Pick<StockReservations, 'reserve' | 'consume'>;
  offers: Pick<OfferCodes, 'forCodes' | 'usesOf' | 'redeem'>;
  /** The checkout's settlement: how it lapses (its orders cancelled, its codes given back). */
  lapse: CheckoutSettlement['lapse'];
  rates: (shopId: string) => Promise<EarningRates>;
  meetingPrices: Pick<MeetingPrices, 'of'>;
  payments: Pick<Payments, 'createSubjectOrder' | 'verifySubject'>;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { orders } = deps;

  async function pricedCart(userId: string, codes: readonly string[]): Promise<PricedCart> {
    const rows = await deps.carts.linesOf(userId);
    if (rows.length === 0) throw validationFailed('cart', 'your cart is empty');
    const now = deps.clock();
    const [found, meetings] = await Promise.all([
      deps.buyables.find(rows),
      // The meeting prices from the pin records: bound to this customer's bookings, 24 hours.
      deps.meetingPrices.of(
        userId,
        rows.filter((row) => row.bookingId !== null),
        now,
      ),
    ]);
    const shops = await deps.shopTerms.of([...found.values()].map((b) => b.shopId));
    const lines = rows.map((row, index) => {
      const buyable = found.get(buyableKey(row));
      if (!buyable?.onSale || !shops.get(buyable.shopId)?.selling) {
        throw new AppError(
          'CONFLICT',
          `${buyable ? `"${buyable.title}"` : 'An item'} is no longer available: take it out of your cart.`,
          [{ field: `cart.lines.${index}`, message: 'is no longer available' }],
        );
      }
      if (buyable.currency !== 'INR') {
        throw validationFailed(`cart.lines.${index}`, 'is not priced in INR');
      }
      return {
        productId: row.productId,
        variantId: row.variantId,
        quantity: row.quantity,
        buyable,
        unitPriceMinor: unitPriceOf(
          buyable,
          row.bookingId ? meetings.get(meetingPriceKey(row)) : undefined,
        ),
      };
    });
    const shopIds = [...new Set(lines.map((line) => line.buyable.shopId))];
    const offers = await deps.offers.forCodes(codes, shopIds);
    const [usesByOffer, isFirstOrder, rates] = await Promise.all([
      deps.offers.usesOf(
        userId,
        offers.map((offer) => offer.id),
      ),
      orders.isFirstOrder(userId),
      Promise.all(shopIds.map((shopId) => deps.rates(shopId))),
    ]);
    const price = priceCheckout({
      customer: { id: userId, isFirstOrder, usesByOffer },
      lines: lines.map((line) => ({
        shopId: line.buyable.shopId,
        productId: line.productId,
        variantId: line.variantId,
        categorySlug: line.buyable.categorySlug,
        unitPriceMinor: line.unitPriceMinor,
        quantity: line.quantity,
        currency: 'INR' as const,
      })),
      codes,
      offers,
      shops: shopIds.map((shopId, index) => ({
        shopId,
        // The cart's rule, on the shop's lines before codes: what the cart showed.
        shippingMinor: shippingFor(
          lines
            .filter((line) => line.buyable.shopId === shopId)
            .reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0),
        ),
        rates: rates[index]!,
      })),
      now,
    });
    return { lines, shops, price };
  }

  function quoteOf({ lines, shops, price }: PricedCart): CheckoutQuote {
    const now = deps.clock();
    const byKey = new Map(lines.map((line) => [buyableKey(line), line.buyable]));
    const codes: CodeResult[] = price.codes.map((result) =>
      result.applies
        ? {
            code: result.code,
            applies: true,
            discount: inr(result.discountMinor),
            shopIds: result.shopIds,
          }
        : { code: result.code, applies: false, reason: result.reason, message: result.message },
    );
    const quoteShops = price.shops.map((shopPrice) => {
      const shop = shops.get(shopPrice.shopId)!;
      const buyables = shopPrice.lines.map((line) => byKey.get(buyableKey(line))!);
      return {
        shop: { id: shop.id, slug: shop.slug, name: shop.name },
        lines: shopPrice.lines.map((line, index) => ({
          productId: line.productId,
          variantId: line.variantId,
          title: titleOf(buyables[index]!),
          quantity: line.quantity,
          unitPrice: inr(line.unitPriceMinor),
          discount: inr(line.discountMinor),
          tax: inr(line.taxMinor),
          taxBps: line.taxBps,
        })),
        subtotal: inr(shopPrice.subtotalMinor),
        discount: inr(shopPrice.discountMinor),
        code: shopPrice.code,
        shipping: inr(shopPrice.shippingMinor),
        tax: inr(shopPrice.taxMinor),
        total: inr(shopPrice.totalMinor),
        deliveryEstimate: deliveryEstimate(now, buyables),
        cashOnDelivery: shop.cashOnDelivery,
      };
    });
    return {
      shops: quoteShops,
      codes,
      amountDue: inr(price.amountDueMinor),
      amountDueInWords: minorUnitsInWords(price.amountDueMinor, 'INR'),
      cashOnDelivery: quoteShops.every((shop) => shop.cashOnDelivery),
    };
  }

  async function view(customerId: string, id: string): Promise<Checkout> {
    const { checkout, orders: placed } = await orders.checkoutOf(customerId, id);
    return {
      id: checkout.id,
      status: checkout.status,
      paymentMethod: checkout.paymentMethod,
      amountDue: { amountMinor: checkout.amountMinor, currency: checkout.currency },
      amountDueInWords: minorUnitsInWords(checkout.amountMinor, checkout.currency),
      expiresAt: checkout.expiresAt.toISOString(),
      orders: placed,
    };
  }

  return {
    /** POST /user/checkout/quote: the cart's price with these codes; nothing is held. */
    async quote(userId: string, codes: readonly string[]): Promise<CheckoutQuote> {
      return quoteOf(await pricedCart(userId, codes));
    },

    /**
     * POST /user/checkout. Reads the cart, the address and the codes, and prices it; refuses an
     * amount other than the one the shopper was shown (409), a cash-on-delivery checkout with a
     * shop that does not take it (400). Then one transaction: each shop's units reserved (a
     * shortfall is 409 OUT_OF_STOCK naming the item, and nothing is kept), the checkout and its
     * orders placed, the codes redeemed, and the lapse job queued at the deadline. Cash on
     * delivery sells the units at once and takes the lines out of the cart.
     */
    async start(user: AuthUser, input: CheckoutInput): Promise<Checkout> {
      // Another customer's address is as unknown as a missing one, whatever the cart holds.
      const address = await deps.addresses.find(user.id, input.addressId);
      if (!address) throw notFound('Address');
      const { price, lines, shops } = await pricedCart(user.id, input.codes);
      const cod = input.paymentMethod === 'cash_on_delivery';
      if (cod) {
        const refusing = price.shops.find((s) => !shops.get(s.shopId)!.cashOnDelivery);
        if (refusing) {
          throw validationFailed(
            'paymentMethod',
            `${shops.get(refusing.shopId)!.name} does not take cash on delivery`,
          );
        }
      }
      if (price.amountDueMinor !== input.amountDueMinor) {
        throw new AppError(
          'CONFLICT',
          `The total is now ${rupees(price.amountDueMinor)}, not ${rupees(input.amountDueMinor)}: check your cart and confirm the new total.`,
          [{ field: 'amountDueMinor', message: `is now ${price.amountDueMinor}` }],
        );
      }

      const now = deps.clock();
      const checkoutId = randomUUID();
      const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
      const byKey = new Map(lines.map((line) => [buyableKey(line), line.buyable]));
      const orderAddress = {
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
      };
      const drafts: CheckoutOrderDraft[] = price.shops.map((shopPrice) => {
        const buyables = shopPrice.lines.map((line) => byKey.get(buyableKey(line))!);
        return {
          id: randomUUID(),
          shopId: shopPrice.shopId,
          shopName: shops.get(shopPrice.shopId)!.name,
          subtotalMinor: shopPrice.subtotalMinor,
          discountMinor: shopPrice.discountMinor,
          offerCode: shopPrice.code,
          shippingMinor: shopPrice.shippingMinor,
          taxMinor: shopPrice.taxMinor,
          totalMinor: shopPrice.totalMinor,
          deliveryEstimate: deliveryEstimate(now, buyables).latest,
          address: orderAddress,
          lines: shopPrice.lines.map((line, index) => ({
            productId: line.productId,
            variantId: line.variantId,
            title: titleOf(buyables[index]!),
            unitPriceMinor: line.unitPriceMinor,
            quantity: line.quantity,
          })),
        };
      });

      await deps.transaction(async (tx) => {
        // Units first: a shopper who cannot have them learns it before anything is written.
        for (const draft of drafts) {
          const short = await deps.reservations.reserve(
            tx,
            { id: draft.id, expiresAt },
            draft.lines,
          );
          if (short) {
            const line = draft.lines[short.index]!;
            throw new AppError(
              'OUT_OF_STOCK',
              short.unitsLeft === 0
                ? `"${line.title}" has just sold out.`
                : `Only ${short.unitsLeft} of "${line.title}" left: lower the quantity in your cart.`,
              [{ field: 'cart', message: `${line.title}: ${short.unitsLeft} left` }],
            );
          }
        }
        await orders.placeCheckout(
          tx,
          {
            id: checkoutId,
            customerId: user.id,
            paymentMethod: input.paymentMethod,
            currency: price.currency,
            amountMinor: price.amountDueMinor,
            codes: price.codes.map((c) => c.code),
            expiresAt,
          },
          drafts,
        );
        // One use of each offer that gave a discount (its per-customer limit holds here: a use
        // taken meanwhile by another checkout of theirs is 409 and rolls this one back).
        const offerIds = [...new Set(price.shops.flatMap((s) => (s.offerId ? [s.offerId] : [])))];
        if (offerIds.length > 0) {
          await deps.offers.redeem(tx, { customerId: user.id, checkoutId, offerIds });
        }
        if (cod) {
          for (const draft of drafts) await deps.reservations.consume(tx, draft.id, now);
          await deps.carts.removeBought(tx, user.id, lines);
        } else {
          await enqueue(tx, 'checkout:lapse', { checkoutId }, { runAt: expiresAt });
        }
      });
      return view(user.id, checkoutId);
    },

    /** GET /user/checkouts/{id}. */
    get: (userId: string, id: string) => view(userId, id),

    /**
     * POST /user/checkouts/{id}/pay: the provider order for exactly the checkout's amount (the
     * payments module's binding: reused while it is that amount). 409 once it is paid or lapsed.
     */
    async pay(user: AuthUser, id: string): Promise<CheckoutOrder> {
      const checkout = await view(user.id, id);
      if (checkout.status !== 'awaiting_payment' || new Date(checkout.expiresAt) <= deps.clock()) {
        throw new AppError(
          'CONFLICT',
          checkout.status === 'paid'
            ? 'This checkout is already paid.'
            : 'This checkout is no longer waiting for a payment: check out again.',
        );
      }
      return deps.payments.createSubjectOrder(user, {
        purpose: 'checkout',
        subjectId: id,
        amountMinor: checkout.amountDue.amountMinor,
        currency: checkout.amountDue.currency,
        description: `${checkout.orders.length} order${checkout.orders.length === 1 ? '' : 's'} from Vitrine`,
      });
    },

    /** POST /user/checkouts/{id}/pay/verify: the checkout's answer; the checkout as it is then. */
    async verify(userId: string, id: string, input: VerifyCreditPaymentInput): Promise<Checkout> {
      await view(userId, id);
      await deps.payments.verifySubject(userId, { purpose: 'checkout', subjectId: id }, input);
      return view(userId, id);
    },

    /** The `checkout:lapse` job, at the checkout's deadline. */
    lapsed: (checkoutId: string) =>
      deps.transaction((tx) =>
        deps.lapse(
          tx,
          checkoutId,
          `Not paid within ${RESERVATION_MINUTES} minutes: the order is cancelled.`,
        ),
      ),
  };
}
export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;

export const checkoutFlowOf = (
  db: Database,
  options: {
    orders: CheckoutOrders;
    payments: CheckoutFlowPayments;
    earnings: Parameters<typeof createEarnings>[1];
    clock?: () => Date;
  },
): CheckoutFlow => {
  const clock = options.clock ?? (() => new Date());
  return createCheckoutFlow({
    carts: createCarts(db),
    buyables: createBuyables(db),
    shopTerms: createShopTerms(db),
    addresses: createAddressBook(db),
    orders: options.orders,
    reservations: createStockReservations(db),
    offers: createOfferCodes(db),
    lapse: checkoutSettlementOf(db, { clock }).lapse,
    rates: createEarnings(db, options.earnings).orderRates,
    meetingPrices: createMeetingPrices(db),
    payments: options.payments,
    transaction: (work) => runInTransaction(db, work),
    clock,
  });
};
type CheckoutFlowPayments = Pick<Payments, 'createSubjectOrder' | 'verifySubject'>;
