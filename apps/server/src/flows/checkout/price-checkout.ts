import {
  codeRefusalMessages,
  CODE_REFUSALS,
  type CodeRefusal,
} from '@vitrine/contracts/offer-codes';
import { earningSplit, type EarningRates } from '../../modules/earnings/index.ts';
import type { CodeOffer } from '../../modules/offers/index.ts';

// ---------------------------------------------------------------------------------------------
// What a checkout costs: per shop its lines, discount, shipping, taxes, total and earning, and
// per code entered whether it applies. Pure: the caller reads everything it needs first (the
// cart, the offers the codes name, the customer's past uses, each shop's shipping and rates).

export type CheckoutCustomer = {
  id: string;
  /** No order placed (and not cancelled) before this checkout. */
  isFirstOrder: boolean;
  /** Checkouts in which the customer used each offer (offer id → count); absent: none. */
  usesByOffer: Readonly<Record<string, number>>;
};

export type CheckoutLine = {
  shopId: string;
  productId: string;
  variantId: string | null;
  categorySlug: string;
  /** The price of one unit now, in minor units (paise). */
  unitPriceMinor: number;
  quantity: number;
  currency: 'INR';
};

/** An offer a code resolves to, with its rules, as the offers module's `find` reads it. */
export type CheckoutOffer = CodeOffer;

export type CheckoutShop = {
  shopId: string;
  /** The shop's shipping charge for this cart, in minor units. */
  shippingMinor: number;
  /** What the shop's orders earn at now (the earnings module's `orderRates(shopId)`). */
  rates: EarningRates;
};

export type PriceCheckoutInput = {
  customer: CheckoutCustomer;
  lines: readonly CheckoutLine[];
  /** As entered: trimmed and upper-cased here, repeats counted once. */
  codes: readonly string[];
  /** Every live (not archived) offer whose code was entered, platform's and cart shops'. */
  offers: readonly CheckoutOffer[];
  /** One per shop with lines in the cart. */
  shops: readonly CheckoutShop[];
  now: Date;
};

export type PricedLine = CheckoutLine & {
  /** unitPriceMinor × quantity. */
  valueMinor: number;
  /** This line's part of the shop's discount. */
  discountMinor: number;
  /** GST on (value − discount), at the line's rate. */
  taxBps: number;
  taxMinor: number;
};

export type ShopPrice = {
  shopId: string;
  lines: PricedLine[];
  subtotalMinor: number;
  discountMinor: number;
  /** The code (and offer) that gave the discount; null without one. */
  code: string | null;
  offerId: string | null;
  shippingMinor: number;
  taxMinor: number;
  /** subtotal − discount + shipping + taxes: the shop's order total. */
  totalMinor: number;
  /** The order total less the platform's commission and the provider's fee. */
  earning: { commissionMinor: number; feeMinor: number; netMinor: number };
};

export type CodeResult =
  | {
      code: string;
      applies: true;
      /** What it takes off this checkout, across the shops it applies to. */
      discountMinor: number;
      shopIds: string[];
      offerIds: string[];
    }
  | { code: string; applies: false; reason: CodeRefusal; message: string };

export type CheckoutPrice = {
  currency: 'INR';
  shops: ShopPrice[];
  codes: CodeResult[];
  /** The one payment: the sum of the shops' totals. */
  amountDueMinor: number;
};

// ---------------------------------------------------------------------------------------------
// Taxes

/** Clothing's GST slab: a piece sold for up to ₹2,500 pays 5%, a dearer one 18%. */
const GST_LOW_BPS = 500;
const GST_HIGH_BPS = 1800;
const GST_LOW_SLAB_LIMIT_MINOR = 2_500_00;

/**
 * GST is added on what the shopper pays for the goods (after the discount), at the slab of the
 * discounted price of one piece; rounded half up per line. Shipping bears no tax here.
 */
function taxOf(taxableMinor: number, quantity: number) {
  const taxBps = taxableMinor <= GST_LOW_SLAB_LIMIT_MINOR * quantity ? GST_LOW_BPS : GST_HIGH_BPS;
  return { taxBps, taxMinor: Math.round((taxableMinor * taxBps) / 10_000) };
}

// ---------------------------------------------------------------------------------------------
// Codes

/**
 * Splits `amount` over `weights` in proportion, by largest remainder: whole minor units that add
 * up to exactly `amount`, none above its weight when `amount` ≤ the weights' sum.
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = parts[i]! + 1;
    left -= 1;
  }
  return parts;
}

const normalize = (code: string) => code.trim().toUpperCase();

/** The lines an offer may discount: its shop's (a shop's offer), its shops and categories. */
function lineMatches(offer: CheckoutOffer, line: CheckoutLine) {
  const { shopIds, categorySlugs } = offer.rules;
  if (offer.offeror === 'shop' && line.shopId !== offer.shopId) return false;
  if (offer.offeror === 'platform' && shopIds.length > 0 && !shopIds.includes(line.shopId)) {
    return false;
  }
  return categorySlugs.length === 0 || categorySlugs.includes(line.categorySlug);
}

/** Why the offer cannot be used in this checkout, or the indexes of the lines it may discount. */
function eligibility(
  offer: CheckoutOffer,
  input: PriceCheckoutInput,
): { refusal: CodeRefusal } | { lineIndexes: number[] } {
  const { customer, now, lines } = input;
  if (now < offer.validFrom) return { refusal: 'not_yet_valid' };
  if (now >= offer.validUntil) return { refusal: 'expired' };
  if (offer.rules.firstOrderOnly && !customer.isFirstOrder) return { refusal: 'first_order_only' };
  const limit = offer.rules.perCustomerLimit;
  if (limit !== null && (customer.usesByOffer[offer.id] ?? 0) >= limit) {
    return { refusal: 'use_limit_reached' };
  }
  const lineIndexes = lines.flatMap((line, i) => (lineMatches(offer, line) ? [i] : []));
  if (lineIndexes.length === 0) return { refusal: 'no_matching_items' };
  const minimum = offer.rules.minimumAmountMinor;
  const eligibleValue = lineIndexes.reduce(
    (sum, i) => sum + lines[i]!.unitPriceMinor * lines[i]!.quantity,
    0,
  );
  if (minimum !== null && eligibleValue < minimum) return { refusal: 'below_minimum' };
  if (offer.discount.kind === 'amount' && offer.discount.currency !== 'INR') {
    return { refusal: 'currency_mismatch' };
  }
  return { lineIndexes };
}

type Candidate = { offer: CheckoutOffer; codeIndex: number; lineIndexes: number[] };

/** What a candidate takes off each of the given shops' matching lines (shop id → minor units). */
function discountOver(candidate: Candidate, lines: readonly CheckoutLine[], shops: Set<string>) {
  const valueByShop = new Map<string, number>();
  for (const i of candidate.lineIndexes) {
    const line = lines[i]!;
    if (!shops.has(line.shopId)) continue;
    valueByShop.set(
      line.shopId,
      (valueByShop.get(line.shopId) ?? 0) + line.unitPriceMinor * line.quantity,
    );
  }
  const shopIds = [...valueByShop.keys()];
  const values = shopIds.map((id) => valueByShop.get(id)!);
  const { discount } = candidate.offer;
  const amounts =
    discount.kind === 'percent'
      ? values.map((v) => Math.round((v * discount.percent) / 100))
      : splitByWeight(
          Math.min(
            discount.amountMinor,
            values.reduce((a, b) => a + b, 0),
          ),
          values,
        );
  return new Map(shopIds.map((id, k) => [id, amounts[k]!] as const).filter(([, a]) => a > 0));
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// The price

/**
 * Prices a checkout. A shop's order gets at most one discount: each code entered is checked
 * against its offer's rules (window, first order, the customer's uses, the shops and
 * categories it names, the minimum over the lines it names); then, as long as a code still
 * takes something off, the one taking off the most (the first entered on a tie) is given every
 * shop it discounts that has no discount yet. A percent is of each shop's matching lines; an
 * amount is spread over its shops by their matching value and never exceeds it.
 */
export function priceCheckout(input: PriceCheckoutInput): CheckoutPrice {
  const { lines } = input;
  const shopInput = new Map(input.shops.map((s) => [s.shopId, s]));
  for (const line of lines) {
    if (line.currency !== 'INR') throw new RangeError(`A cart is in INR, not ${line.currency}`);
    if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0) {
      throw new RangeError(`A unit price is whole and not negative: ${line.unitPriceMinor}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`A quantity is a whole number from 1: ${line.quantity}`);
    }
    if (!shopInput.has(line.shopId)) throw new RangeError(`No shipping for shop ${line.shopId}`);
  }

  const codes = [...new Set(input.codes.map(normalize).filter((c) => c.length > 0))];
  const refusals = new Map<number, CodeRefusal>();
  let candidates: Candidate[] = [];
  codes.forEach((code, codeIndex) => {
    const offers = input.offers.filter((o) => normalize(o.code) === code);
    let furthest: CodeRefusal = 'unknown';
    for (const offer of offers) {
      const found = eligibility(offer, input);
      if ('lineIndexes' in found) candidates.push({ offer, codeIndex, ...found });
      else if (CODE_REFUSALS.indexOf(found.refusal) > CODE_REFUSALS.indexOf(furthest)) {
        furthest = found.refusal;
      }
    }
    if (!candidates.some((c) => c.codeIndex === codeIndex)) refusals.set(codeIndex, furthest);
  });

  const freeShops = new Set(shopInput.keys());
  const given = new Map<string, { candidate: Candidate; discountMinor: number }>();
  for (;;) {
    let best: { candidate: Candidate; amounts: Map<string, number> } | undefined;
    for (const candidate of candidates) {
      const amounts = discountOver(candidate, lines, freeShops);
      if (sum(amounts) === 0) continue;
      if (
        !best ||
        sum(amounts) > sum(best.amounts) ||
        (sum(amounts) === sum(best.amounts) && candidate.codeIndex < best.candidate.codeIndex)
      ) {
        best = { candidate, amounts };
      }
    }
    if (!best) break;
    for (const [shopId, discountMinor] of best.amounts) {
      given.set(shopId, { candidate: best.candidate, discountMinor });
      freeShops.delete(shopId);
    }
    candidates = candidates.filter((c) => c !== best.candidate);
  }

  const shops: ShopPrice[] = [...shopInput.values()].map((shop) => {
    const indexes = lines.flatMap((line, i) => (line.shopId === shop.shopId ? [i] : []));
    const discount = given.get(shop.shopId);
    const discounted = new Set(discount?.candidate.lineIndexes ?? []);
    const weights = indexes.map((i) =>
      discounted.has(i) ? lines[i]!.unitPriceMinor * lines[i]!.quantity : 0,
    );
    const lineDiscounts = splitByWeight(discount?.discountMinor ?? 0, weights);
    const priced: PricedLine[] = indexes.map((i, k) => {
      const line = lines[i]!;
      const valueMinor = line.unitPriceMinor * line.quantity;
      const discountMinor = lineDiscounts[k]!;
      return {
        ...line,
        valueMinor,
        discountMinor,
        ...taxOf(valueMinor - discountMinor, line.quantity),
      };
    });
    const subtotalMinor = priced.reduce((s, l) => s + l.valueMinor, 0);
    const discountMinor = priced.reduce((s, l) => s + l.discountMinor, 0);
    const taxMinor = priced.reduce((s, l) => s + l.taxMinor, 0);
    const totalMinor = subtotalMinor - discountMinor + shop.shippingMinor + taxMinor;
    return {
      shopId: shop.shopId,
      lines: priced,
      subtotalMinor,
      discountMinor,
      code: discount ? codes[discount.candidate.codeIndex]! : null,
      offerId: discount?.candidate.offer.id ?? null,
      shippingMinor: shop.shippingMinor,
      taxMinor,
      totalMinor,
      earning: earningSplit(totalMinor, shop.rates),
    };
  });

  const codeResults: CodeResult[] = codes.map((code, codeIndex) => {
    const refusal = refusals.get(codeIndex);
    const won = shops.filter((s) => s.discountMinor > 0 && s.code === code);
    if (refusal === undefined && won.length > 0) {
      return {
        code,
        applies: true,
        discountMinor: won.reduce((s, w) => s + w.discountMinor, 0),
        shopIds: won.map((w) => w.shopId),
        offerIds: [...new Set(won.map((w) => w.offerId!))],
      };
    }
    const reason = refusal ?? 'better_code_applies';
    return { code, applies: false, reason, message: codeRefusalMessages[reason] };
  });

  return {
    currency: 'INR',
    shops,
    codes: codeResults,
    amountDueMinor: shops.reduce((s, shop) => s + shop.totalMinor, 0),
  };
}
