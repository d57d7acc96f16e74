import fc from 'fast-check';
import { NO_OFFER_RULES, type OfferRules } from '@vitrine/contracts/offer-codes';
import { describe, expect, it } from 'vitest';
import {
  priceCheckout,
  splitByWeight,
  type CheckoutLine,
  type CheckoutOffer,
  type CheckoutShop,
  type PriceCheckoutInput,
} from './price-checkout.ts';

const NOW = new Date('2026-11-29T10:00:00Z');
const DAY = 86_400_000;
const RATES = { commissionBps: 1000, feeBps: 200 };

const line = (overrides: Partial<CheckoutLine> = {}): CheckoutLine => ({
  shopId: 'shop-a',
  productId: 'p1',
  variantId: null,
  categorySlug: 'kurtas',
  unitPriceMinor: 100_000,
  quantity: 1,
  currency: 'INR',
  ...overrides,
});

const offer = (
  overrides: Omit<Partial<CheckoutOffer>, 'rules'> & { rules?: Partial<OfferRules> } = {},
): CheckoutOffer => ({
  id: `offer-${overrides.code ?? 'SAVE10'}`,
  code: 'SAVE10',
  offeror: 'platform',
  shopId: null,
  discount: { kind: 'percent', percent: 10 },
  validFrom: new Date(NOW.getTime() - DAY),
  validUntil: new Date(NOW.getTime() + DAY),
  ...overrides,
  rules: { ...NO_OFFER_RULES, ...overrides.rules },
});

const shopsOf = (lines: CheckoutLine[], shippingMinor = 0): CheckoutShop[] =>
  [...new Set(lines.map((l) => l.shopId))].map((shopId) => ({
    shopId,
    shippingMinor,
    rates: RATES,
  }));

function price(input: Partial<PriceCheckoutInput> & { lines: CheckoutLine[] }) {
  return priceCheckout({
    customer: { id: 'asha', isFirstOrder: false, usesByOffer: {} },
    codes: [],
    offers: [],
    shops: shopsOf(input.lines),
    now: NOW,
    ...input,
  });
}

const refusalOf = (result: ReturnType<typeof price>, code: string) => {
  const found = result.codes.find((c) => c.code === code)!;
  return found.applies ? 'applies' : found.reason;
};

// ---------------------------------------------------------------------------------------------

describe('priceCheckout: totals', () => {
  it('prices each shop: subtotal, discount, shipping, GST by slab, total, earning; due is their sum', () => {
    const lines = [
      line({ shopId: 'shop-a', unitPriceMinor: 150_000, quantity: 2 }),
      line({ shopId: 'shop-b', unitPriceMinor: 400_000, categorySlug: 'sarees' }),
    ];
    const result = price({
      lines,
      shops: shopsOf(lines, 5_000),
      codes: ['save10'],
      offers: [offer()],
    });

    const [a, b] = result.shops;
    // ₹1,500 a piece after 10% off is ₹1,350: the 5% slab; ₹4,000 less 10% is ₹3,600: 18%.
    expect(a).toMatchObject({
      subtotalMinor: 300_000,
      discountMinor: 30_000,
      code: 'SAVE10',
      shippingMinor: 5_000,
      taxMinor: 13_500,
      totalMinor: 288_500,
      earning: { commissionMinor: 28_850, feeMinor: 5_770, netMinor: 253_880 },
    });
    expect(b).toMatchObject({ discountMinor: 40_000, taxMinor: 64_800, totalMinor: 429_800 });
    expect(result.amountDueMinor).toBe(288_500 + 429_800);
    expect(result.codes).toEqual([
      {
        code: 'SAVE10',
        applies: true,
        discountMinor: 70_000,
        shopIds: ['shop-a', 'shop-b'],
        offerIds: ['offer-SAVE10'],
      },
    ]);
  });

  it('splits an amount off over its shops by their value, to the paisa', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    const lines = [line({ shopId: 'shop-a', unitPriceMinor: 30_000 }), line({ shopId: 'shop-b' })];
    const result = price({
      lines,
      codes: ['FLAT200'],
      offers: [
        offer({
          code: 'FLAT200',
          discount: { kind: 'amount', amountMinor: 20_000, currency: 'INR' },
        }),
      ],
    });
    expect(result.shops.map((s) => s.discountMinor)).toEqual([4_615, 15_385]);
  });

  it("never takes more off than the items' value", () => {
    const result = price({
      lines: [line({ unitPriceMinor: 5_000 })],
      codes: ['FLAT200'],
      offers: [
        offer({
          code: 'FLAT200',
          discount: { kind: 'amount', amountMinor: 20_000, currency: 'INR' },
        }),
      ],
    });
    expect(result.shops[0]).toMatchObject({ discountMinor: 5_000, taxMinor: 0, totalMinor: 0 });
  });
});

describe('priceCheckout: which lines a code applies to', () => {
  it("applies a shop's code to that shop's lines only", () => {
    const result = price({
      lines: [line({ shopId: 'shop-a' }), line({ shopId: 'shop-b' })],
      codes: ['SHOPA'],
      offers: [offer({ code: 'SHOPA', offeror: 'shop', shopId: 'shop-a' })],
    });
    expect(result.shops.map((s) => s.discountMinor)).toEqual([10_000, 0]);
  });

  it('applies a platform code to the shops and categories it names', () => {
    const result = price({
      lines: [
        line({ shopId: 'shop-a', categorySlug: 'kurtas' }),
        line({ shopId: 'shop-a', categorySlug: 'sarees' }),
        line({ shopId: 'shop-b', categorySlug: 'kurtas' }),
      ],
      codes: ['KURTA'],
      offers: [offer({ code: 'KURTA', rules: { shopIds: ['shop-a'], categorySlugs: ['kurtas'] } })],
    });
    expect(result.shops[0]!.lines.map((l) => l.discountMinor)).toEqual([10_000, 0]);
    expect(result.shops[1]!.discountMinor).toBe(0);
  });

  it('gives each shop the one code taking most off it, and says the other lost', () => {
    const result = price({
      lines: [line({ shopId: 'shop-a' })],
      codes: ['TEN', 'TWENTY'],
      offers: [
        offer({ code: 'TEN' }),
        offer({ code: 'TWENTY', discount: { kind: 'percent', percent: 20 } }),
      ],
    });
    expect(result.shops[0]).toMatchObject({ code: 'TWENTY', discountMinor: 20_000 });
    expect(refusalOf(result, 'TEN')).toBe('better_code_applies');
    expect(result.codes.find((c) => c.code === 'TEN')).toMatchObject({
      message: 'Another code gives these items a bigger discount.',
    });
  });
});

describe('priceCheckout: each reason a code does not apply', () => {
  const lines = [line()];
  const cases: [string, Omit<Partial<PriceCheckoutInput>, 'lines'>, string][] = [
    ['unknown', { offers: [] }, 'unknown'],
    [
      'not yet valid',
      {
        offers: [
          offer({
            validFrom: new Date(NOW.getTime() + 1),
            validUntil: new Date(NOW.getTime() + DAY),
          }),
        ],
      },
      'not_yet_valid',
    ],
    ['expired', { offers: [offer({ validUntil: NOW })] }, 'expired'],
    [
      'first order only',
      { offers: [offer({ rules: { firstOrderOnly: true } })] },
      'first_order_only',
    ],
    [
      'used up',
      {
        offers: [offer({ rules: { perCustomerLimit: 2 } })],
        customer: { id: 'asha', isFirstOrder: false, usesByOffer: { 'offer-SAVE10': 2 } },
      },
      'use_limit_reached',
    ],
    [
      "another shop's code",
      { offers: [offer({ offeror: 'shop', shopId: 'shop-z' })] },
      'no_matching_items',
    ],
    [
      'another category',
      { offers: [offer({ rules: { categorySlugs: ['sarees'] } })] },
      'no_matching_items',
    ],
    [
      'below the minimum',
      { offers: [offer({ rules: { minimumAmountMinor: 100_001 } })] },
      'below_minimum',
    ],
    [
      'in another currency',
      { offers: [offer({ discount: { kind: 'amount', amountMinor: 500, currency: 'USD' } })] },
      'currency_mismatch',
    ],
  ];
  it.each(cases)('%s', (_name, input, reason) => {
    const result = price({ lines, codes: ['SAVE10'], ...input });
    expect(refusalOf(result, 'SAVE10')).toBe(reason);
    expect(result.shops[0]).toMatchObject({ discountMinor: 0, code: null });
  });

  it('applies on a first order, at the minimum exactly, with a use left', () => {
    const result = price({
      lines,
      codes: ['SAVE10'],
      offers: [
        offer({
          rules: { firstOrderOnly: true, minimumAmountMinor: 100_000, perCustomerLimit: 2 },
        }),
      ],
      customer: { id: 'asha', isFirstOrder: true, usesByOffer: { 'offer-SAVE10': 1 } },
    });
    expect(refusalOf(result, 'SAVE10')).toBe('applies');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random carts, codes and prices.

const SHOPS = ['shop-a', 'shop-b', 'shop-c', 'shop-d'];
const CATEGORIES = ['kurtas', 'sarees', 'lehengas', 'sherwanis'];
const CODES = ['ALPHA', 'BETA', 'GAMMA', 'DELTA'];

const lineArb = fc.record({
  shopId: fc.constantFrom(...SHOPS),
  productId: fc.uuid(),
  variantId: fc.option(fc.uuid(), { nil: null }),
  categorySlug: fc.constantFrom(...CATEGORIES),
  unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  currency: fc.constant('INR' as const),
});

const rulesArb: fc.Arbitrary<OfferRules> = fc.record({
  minimumAmountMinor: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }),
  firstOrderOnly: fc.boolean(),
  perCustomerLimit: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  shopIds: fc.subarray(SHOPS),
  categorySlugs: fc.subarray(CATEGORIES),
});

const offerArb: fc.Arbitrary<CheckoutOffer> = fc
  .record({
    id: fc.uuid(),
    code: fc.constantFrom(...CODES),
    offeror: fc.constantFrom('platform' as const, 'shop' as const),
    shop: fc.constantFrom(...SHOPS),
    discount: fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        kind: fc.constant('amount' as const),
        amountMinor: fc.integer({ min: 1, max: 2_000_000 }),
        currency: fc.constantFrom('INR', 'INR', 'USD'),
      }),
    ),
    startsInDays: fc.integer({ min: -10, max: 2 }),
    lastsDays: fc.integer({ min: 1, max: 20 }),
    rules: rulesArb,
  })
  .map(({ shop, startsInDays, lastsDays, rules, offeror, ...rest }) => ({
    ...rest,
    offeror,
    shopId: offeror === 'shop' ? shop : null,
    validFrom: new Date(NOW.getTime() + startsInDays * DAY),
    validUntil: new Date(NOW.getTime() + (startsInDays + lastsDays) * DAY),
    rules: offeror === 'shop' ? { ...rules, shopIds: [] } : rules,
  }));

const checkoutArb: fc.Arbitrary<PriceCheckoutInput> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    offers: fc.array(offerArb, { maxLength: 6 }),
    codes: fc.subarray([...CODES, 'NOPE', 'alpha', ' beta ']),
    isFirstOrder: fc.boolean(),
    uses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
    shipping: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 4, maxLength: 4 }),
    commissionBps: fc.integer({ min: 0, max: 3000 }),
    feeBps: fc.integer({ min: 0, max: 500 }),
  })
  .map(({ lines, offers, codes, isFirstOrder, uses, shipping, commissionBps, feeBps }) => ({
    customer: {
      id: 'asha',
      isFirstOrder,
      usesByOffer: Object.fromEntries(offers.map((o, i) => [o.id, uses[i]!])),
    },
    lines,
    codes,
    offers,
    shops: [...new Set(lines.map((l) => l.shopId))].map((shopId) => ({
      shopId,
      shippingMinor: shipping[SHOPS.indexOf(shopId)]!,
      rates: { commissionBps, feeBps },
    })),
    now: NOW,
  }));

/** Whether the offer's rules allow it in this checkout, stated afresh from the rules. */
function allowed(o: CheckoutOffer, input: PriceCheckoutInput) {
  const matching = input.lines.filter(
    (l) =>
      (o.offeror === 'shop'
        ? l.shopId === o.shopId
        : o.rules.shopIds.length === 0 || o.rules.shopIds.includes(l.shopId)) &&
      (o.rules.categorySlugs.length === 0 || o.rules.categorySlugs.includes(l.categorySlug)),
  );
  const value = matching.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
  return (
    o.validFrom <= input.now &&
    input.now < o.validUntil &&
    (!o.rules.firstOrderOnly || input.customer.isFirstOrder) &&
    (o.rules.perCustomerLimit === null ||
      (input.customer.usesByOffer[o.id] ?? 0) < o.rules.perCustomerLimit) &&
    matching.length > 0 &&
    (o.rules.minimumAmountMinor === null || value >= o.rules.minimumAmountMinor) &&
    (o.discount.kind === 'percent' || o.discount.currency === 'INR')
  );
}

const RUNS = { numRuns: 500 };

describe('priceCheckout: properties over random carts, codes and prices', () => {
  it('the amount paid is the sum of the shops’ order totals, each made of its parts', () => {
    fc.assert(
      fc.property(checkoutArb, (input) => {
        const result = priceCheckout(input);
        expect(result.amountDueMinor).toBe(
          result.shops.reduce((s, shop) => s + shop.totalMinor, 0),
        );
        for (const shop of result.shops) {
          const mine = input.lines.filter((l) => l.shopId === shop.shopId);
          expect(shop.subtotalMinor).toBe(
            mine.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0),
          );
          expect(shop.totalMinor).toBe(
            shop.subtotalMinor - shop.discountMinor + shop.shippingMinor + shop.taxMinor,
          );
          expect(shop.discountMinor).toBeGreaterThanOrEqual(0);
          expect(shop.discountMinor).toBeLessThanOrEqual(shop.subtotalMinor);
          expect(shop.lines.reduce((s, l) => s + l.discountMinor, 0)).toBe(shop.discountMinor);
          expect(shop.lines.reduce((s, l) => s + l.taxMinor, 0)).toBe(shop.taxMinor);
          for (const l of shop.lines) {
            expect(Number.isSafeInteger(l.taxMinor) && l.taxMinor >= 0).toBe(true);
            expect(l.discountMinor).toBeLessThanOrEqual(l.valueMinor);
          }
        }
      }),
      RUNS,
    );
  });

  it('no code applies outside its rules', () => {
    fc.assert(
      fc.property(checkoutArb, (input) => {
        const result = priceCheckout(input);
        const entered = new Set(input.codes.map((c) => c.trim().toUpperCase()));
        for (const shop of result.shops) {
          if (shop.discountMinor === 0) {
            expect(shop.code).toBeNull();
            continue;
          }
          const o = input.offers.find((x) => x.id === shop.offerId)!;
          expect(entered.has(o.code)).toBe(true);
          expect(allowed(o, input)).toBe(true);
          for (const l of shop.lines.filter((x) => x.discountMinor > 0)) {
            if (o.offeror === 'shop') expect(l.shopId).toBe(o.shopId);
            else if (o.rules.shopIds.length > 0) expect(o.rules.shopIds).toContain(l.shopId);
            if (o.rules.categorySlugs.length > 0)
              expect(o.rules.categorySlugs).toContain(l.categorySlug);
          }
        }
        for (const code of result.codes) {
          const offers = input.offers.filter((o) => o.code === code.code);
          if (code.applies) {
            expect(
              code.offerIds.every((id) =>
                allowed(
                  offers.find((o) => o.id === id)!,
                  input,
                ),
              ),
            ).toBe(true);
          } else if (code.reason !== 'better_code_applies') {
            expect(offers.some((o) => allowed(o, input))).toBe(false);
          }
        }
        // An amount off never takes off more than its amount, whatever the shops.
        for (const o of input.offers) {
          if (o.discount.kind !== 'amount') continue;
          const taken = result.shops
            .filter((s) => s.offerId === o.id)
            .reduce((s, x) => s + x.discountMinor, 0);
          expect(taken).toBeLessThanOrEqual(o.discount.amountMinor);
        }
      }),
      RUNS,
    );
  });

  it('each shop earns its order total less commission and fee', () => {
    fc.assert(
      fc.property(checkoutArb, (input) => {
        const result = priceCheckout(input);
        for (const shop of result.shops) {
          const { commissionBps, feeBps } = input.shops.find(
            (s) => s.shopId === shop.shopId,
          )!.rates;
          const commission = Math.round((shop.totalMinor * commissionBps) / 10_000);
          const fee = Math.round((shop.totalMinor * feeBps) / 10_000);
          expect(shop.earning).toEqual({
            commissionMinor: commission,
            feeMinor: fee,
            netMinor: shop.totalMinor - commission - fee,
          });
        }
      }),
      RUNS,
    );
  });
});

describe('the random checkouts', () => {
  it('cover codes that apply, lose to a better one and are refused for each rule', () => {
    const outcomes = new Map<string, number>();
    for (const input of fc.sample(checkoutArb, { numRuns: 2000, seed: 32 })) {
      for (const code of priceCheckout(input).codes) {
        const key = code.applies ? 'applies' : code.reason;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }
    for (const outcome of [
      'applies',
      'better_code_applies',
      'unknown',
      'not_yet_valid',
      'expired',
      'first_order_only',
      'use_limit_reached',
      'no_matching_items',
      'below_minimum',
      'currency_mismatch',
    ]) {
      expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(10);
    }
  });
});
