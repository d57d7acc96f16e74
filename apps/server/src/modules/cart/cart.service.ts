import { createHash, randomBytes } from 'node:crypto';
import type {
  AddCartLineInput,
  Cart,
  CartLine,
  CartShop,
  CartWarning,
} from '@vitrine/contracts/cart';
import { MAX_CART_LINES } from '@vitrine/contracts/cart';
import { formatPrice } from '@vitrine/contracts/money';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopTerms } from '../catalogue/index.ts';
import { meetingPriceKey, type MeetingPrice, type MeetingPrices } from '../meetings/index.ts';
import { buyableKey, type Buyable, type Buyables } from '../products/index.ts';
import type { CartLineRow, CartRepository } from './cart.repository.ts';
import { deliveryEstimate, shippingFor } from './shipping.ts';

/** Which cart a request is about: the signed-in customer's, or a guest's by its token. */
export type CartOwner = { userId: string } | { guestToken: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Below this many units left, a line says stock is low. */
const LOW_STOCK_UNITS = 3;

const rupees = (amountMinor: number) => formatPrice({ amountMinor, currency: 'INR' });

/**
 * What one unit of a line costs now: the meeting price while it holds for the cart's customer,
 * else the list price. The checkout prices by the same rule.
 */
export function unitPriceOf(buyable: Buyable, meeting: MeetingPrice | undefined): number {
  return meeting?.applies ? meeting.priceMinor : buyable.unitPriceMinor;
}

/** What changed since the line was added, for the shopper to see before paying. */
export function warningsOf(
  row: CartLineRow,
  now: Buyable | undefined,
  selling: boolean,
  meeting?: MeetingPrice,
): CartWarning[] {
  if (!now?.onSale || !selling) {
    return [{ kind: 'unavailable', message: 'This item is no longer available.' }];
  }
  const warnings: CartWarning[] = [];
  const unitPriceMinor = unitPriceOf(now, meeting);
  if (meeting && !meeting.applies) {
    warnings.push({
      kind: 'meeting_price_ended',
      message: `Price changed: the meeting price of ${rupees(meeting.priceMinor)} ended, the price is now ${rupees(unitPriceMinor)}.`,
    });
  } else if (unitPriceMinor > row.addedPriceMinor) {
    warnings.push({
      kind: 'price_up',
      message: `The price went up from ${rupees(row.addedPriceMinor)} to ${rupees(unitPriceMinor)}.`,
    });
  } else if (unitPriceMinor < row.addedPriceMinor) {
    warnings.push({
      kind: 'price_down',
      message: `The price dropped from ${rupees(row.addedPriceMinor)} to ${rupees(unitPriceMinor)}.`,
    });
  }
  if (now.stockKind === 'in_stock') {
    if (now.unitsLeft === 0) {
      warnings.push({ kind: 'out_of_stock', message: 'This item is out of stock.' });
    } else if (now.unitsLeft < row.quantity) {
      warnings.push({
        kind: 'out_of_stock',
        message: `Only ${now.unitsLeft} left: lower the quantity to buy it.`,
      });
    } else if (now.unitsLeft <= LOW_STOCK_UNITS) {
      warnings.push({ kind: 'low_stock', message: `Only ${now.unitsLeft} left.` });
    }
  }
  return warnings;
}

/**
 * Carts: a guest's (by token) or a customer's, spanning shops. Reading one reads every line's
 * product as it is now (price, stock, whether it is still sold) and groups the lines per shop
 * with the shop's shipping and delivery estimate.
 */
export function createCartService(deps: {
  repository: CartRepository;
  buyables: Pick<Buyables, 'find' | 'shapeOf'>;
  shopTerms: { of: (ids: readonly string[]) => Promise<Map<string, ShopTerms>> };
  meetingPrices: Pick<MeetingPrices, 'pinOf' | 'of'>;
  clock: () => Date;
}) {
  const { repository } = deps;

  /** The meeting prices of a customer's lines (a guest's cart has none). */
  async function meetingPricesOf(owner: CartOwner, rows: readonly CartLineRow[]) {
    const fromMeetings = rows.filter((row) => row.bookingId !== null);
    if (!('userId' in owner) || fromMeetings.length === 0) return new Map<string, MeetingPrice>();
    return deps.meetingPrices.of(owner.userId, fromMeetings, deps.clock());
  }

  async function idOf(owner: CartOwner): Promise<string | undefined> {
    return 'userId' in owner
      ? repository.idOfUser(owner.userId)
      : repository.idOfGuest(hashToken(owner.guestToken));
  }

  /** The cart's id: a customer's is made on first use; an unknown guest token is a 404. */
  async function requireId(owner: CartOwner): Promise<string> {
    if ('userId' in owner) return repository.ensureOfUser(owner.userId);
    const id = await idOf(owner);
    if (!id) throw notFound('Cart');
    return id;
  }

  async function view(owner: CartOwner, cartId: string | undefined): Promise<Cart> {
    const rows = cartId ? await repository.lines(cartId) : [];
    const [found, meetings] = await Promise.all([
      deps.buyables.find(rows),
      meetingPricesOf(owner, rows),
    ]);
    const terms = await deps.shopTerms.of([...found.values()].map((b) => b.shopId));
    const now = deps.clock();
    const byShop = new Map<string, { terms: ShopTerms; lines: CartLine[]; raw: Buyable[] }>();
    for (const row of rows) {
      const buyable = found.get(buyableKey(row));
      const shop = buyable && terms.get(buyable.shopId);
      // A line whose product is gone entirely cannot name its shop: it is left out (its row
      // went with the product).
      if (!buyable || !shop) continue;
      const meeting = row.bookingId ? meetings.get(meetingPriceKey(row)) : undefined;
      const warnings = warningsOf(row, buyable, shop.selling, meeting);
      const unitPriceMinor = unitPriceOf(buyable, meeting);
      const line: CartLine = {
        id: row.id,
        productId: row.productId,
        variantId: row.variantId,
        title: buyable.title,
        imageUrl: buyable.imageUrl,
        variant: buyable.variant,
        quantity: row.quantity,
        unitPrice: { amountMinor: unitPriceMinor, currency: buyable.currency },
        addedUnitPrice: { amountMinor: row.addedPriceMinor, currency: buyable.currency },
        lineTotal: { amountMinor: unitPriceMinor * row.quantity, currency: buyable.currency },
        stockKind: buyable.stockKind,
        unitsLeft: buyable.stockKind === 'in_stock' ? buyable.unitsLeft : null,
        leadTimeDays: buyable.leadTimeDays,
        available: !warnings.some((w) => w.kind === 'unavailable'),
        warnings,
        addedAt: row.addedAt.toISOString(),
        meetingPrice: meeting
          ? {
              bookingId: meeting.bookingId,
              unitPrice: { amountMinor: meeting.priceMinor, currency: buyable.currency },
              endsAt: meeting.endsAt.toISOString(),
              applies: meeting.applies,
            }
          : null,
      };
      const group = byShop.get(shop.id) ?? { terms: shop, lines: [], raw: [] };
      group.lines.push(line);
      group.raw.push(buyable);
      byShop.set(shop.id, group);
    }
    const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });
    const shops: CartShop[] = [...byShop.values()].map(({ terms: shop, lines, raw }) => {
      const subtotal = lines
        .filter((line) => line.available)
        .reduce((sum, line) => sum + line.lineTotal.amountMinor, 0);
      const shipping = shippingFor(subtotal);
      return {
        shop: { id: shop.id, slug: shop.slug, name: shop.name },
        lines,
        subtotal: inr(subtotal),
        shipping: inr(shipping),
        total: inr(subtotal + shipping),
        deliveryEstimate: deliveryEstimate(now, raw),
        cashOnDelivery: shop.cashOnDelivery,
      };
    });
    const subtotal = shops.reduce((sum, s) => sum + s.subtotal.amountMinor, 0);
    const shipping = shops.reduce((sum, s) => sum + s.shipping.amountMinor, 0);
    return {
      shops,
      itemCount: shops.reduce(
        (sum, s) => sum + s.lines.reduce((n, line) => n + line.quantity, 0),
        0,
      ),
      subtotal: inr(subtotal),
      shipping: inr(shipping),
      total: inr(subtotal + shipping),
      warningCount: shops.reduce(
        (sum, s) => sum + s.lines.filter((line) => line.warnings.length > 0).length,
        0,
      ),
    };
  }

  return {
    /** A new, empty guest cart and the token that is its only key. */
    async createGuest(): Promise<Cart & { token: string }> {
      const token = randomBytes(32).toString('base64url');
      await repository.createGuest(hashToken(token));
      return { token, ...(await view({ guestToken: token }, undefined)) };
    },

    async get(owner: CartOwner): Promise<Cart> {
      const id = await idOf(owner);
      if (!id && 'guestToken' in owner) throw notFound('Cart');
      return view(owner, id);
    },

    /**
     * Adds to the line of this product and variant (at its price now), or starts one. With a
     * booking: the product must be pinned in that meeting of the customer's (else 404), and the
     * line takes the pin's meeting price while it holds.
     */
    async add(owner: CartOwner, input: AddCartLineInput): Promise<Cart> {
      let meeting: MeetingPrice | undefined;
      if (input.bookingId) {
        // A guest has no booking; another customer's booking is as unknown as a missing one.
        const pin =
          'userId' in owner
            ? await deps.meetingPrices.pinOf(
                owner.userId,
                input.bookingId,
                input.productId,
                deps.clock(),
              )
            : null;
        if (!pin) throw notFound('Meeting pin');
        meeting = pin.price ?? undefined;
      }
      const cartId = await requireId(owner);
      const ref = { productId: input.productId, variantId: input.variantId };
      const found = await deps.buyables.find([ref]);
      const buyable = found.get(buyableKey(ref));
      if (!buyable?.onSale) {
        if (input.variantId) {
          throw validationFailed('variantId', 'is not a variant of this product on sale');
        }
        if ((await deps.buyables.shapeOf(input.productId)) === 'variants') {
          throw validationFailed('variantId', 'pick a size or colour of this product');
        }
        throw notFound('Product');
      }
      const shop = (await deps.shopTerms.of([buyable.shopId])).get(buyable.shopId);
      if (!shop?.selling) throw notFound('Product');
      if (buyable.stockKind === 'in_stock' && buyable.unitsLeft < input.quantity) {
        throw new AppError(
          'OUT_OF_STOCK',
          buyable.unitsLeft === 0
            ? `"${buyable.title}" is out of stock.`
            : `Only ${buyable.unitsLeft} of "${buyable.title}" left.`,
          [{ field: 'quantity', message: `at most ${buyable.unitsLeft}` }],
        );
      }
      const lines = await repository.lines(cartId);
      const existing = lines.find(
        (line) => line.productId === ref.productId && line.variantId === ref.variantId,
      );
      if (!existing && lines.length >= MAX_CART_LINES) {
        throw validationFailed('productId', `a cart holds at most ${MAX_CART_LINES} items`);
      }
      // Added again from elsewhere, a line keeps its meeting (and notes that price).
      const bookingId = input.bookingId ?? existing?.bookingId ?? null;
      if (!meeting && bookingId && !input.bookingId) {
        meeting = (await meetingPricesOf(owner, [existing!])).get(meetingPriceKey(existing!));
      }
      await repository.add(cartId, {
        ...ref,
        quantity: input.quantity,
        priceMinor: unitPriceOf(buyable, meeting),
        source: input.bookingId ? 'meeting' : input.source,
        bookingId,
      });
      return view(owner, cartId);
    },

    async setQuantity(owner: CartOwner, lineId: string, quantity: number): Promise<Cart> {
      const cartId = await idOf(owner);
      if (!cartId || !(await repository.setQuantity(cartId, lineId, quantity))) {
        throw notFound('Cart line');
      }
      return view(owner, cartId);
    },

    async remove(owner: CartOwner, lineId: string): Promise<Cart> {
      const cartId = await idOf(owner);
      if (!cartId || !(await repository.remove(cartId, lineId))) throw notFound('Cart line');
      return view(owner, cartId);
    },

    /** The shopper has seen the changed prices: the warnings about them go. */
    async acceptPrices(owner: CartOwner): Promise<Cart> {
      const cartId = await idOf(owner);
      if (!cartId) return view(owner, undefined);
      const rows = await repository.lines(cartId);
      const [found, meetings] = await Promise.all([
        deps.buyables.find(rows),
        meetingPricesOf(owner, rows),
      ]);
      await repository.notePrices(
        cartId,
        rows.flatMap((row) => {
          const now = found.get(buyableKey(row));
          if (!now) return [];
          const meeting = row.bookingId ? meetings.get(meetingPriceKey(row)) : undefined;
          const priceMinor = unitPriceOf(now, meeting);
          const meetingEnded = meeting?.applies === false;
          return priceMinor !== row.addedPriceMinor || meetingEnded
            ? [{ lineId: row.id, priceMinor, meetingEnded }]
            : [];
        }),
      );
      return view(owner, cartId);
    },

    /** At sign-in: the guest's cart joins the customer's (same items add up) and is forgotten. */
    async merge(userId: string, guestToken: string): Promise<Cart> {
      const guestId = await repository.idOfGuest(hashToken(guestToken));
      if (!guestId) throw notFound('Cart');
      const userCartId = await repository.ensureOfUser(userId);
      await repository.merge(guestId, userCartId);
      return view({ userId }, userCartId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
