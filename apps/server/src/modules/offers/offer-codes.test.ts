import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';
import { createTaxonomy } from '../catalogue/index.ts';
import { seedSmallCatalogue } from '../catalogue/testing.ts';
import { createOfferCodes, type OfferCodes } from './offer-codes.ts';
import { offer, offerRedemption } from './offers.schema.ts';

let t: TestApp;
let codes: OfferCodes;
let shopId: string;
let otherShopId: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, 1);
  codes = createOfferCodes(t.app.database.db);
  const owner = await accountWithRoles(t.app, { vendor: true });
  shopId = await createOwnedShop(t.app, owner.userId);
  otherShopId = await createOwnedShop(t.app, owner.userId);
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const customer = async () => (await accountWithRoles(t.app, { customer: true })).userId;

/** A live offer written straight to the table; a code unique to this run. */
async function insertOffer(values: Partial<typeof offer.$inferInsert> = {}) {
  counter += 1;
  const code = `T${process.pid}X${counter}`.slice(0, 20);
  const [row] = await t.app.database.db
    .insert(offer)
    .values({
      offeror: 'platform',
      title: `Offer ${counter}`,
      code,
      discountKind: 'percent',
      discountValue: 10,
      validFrom: new Date(Date.now() - DAY),
      validUntil: new Date(Date.now() + DAY),
      ...values,
    })
    .returning({ id: offer.id, code: offer.code });
  return { id: row!.id, code: row!.code! };
}

const checkout = (customerId: string, offers: { id: string }[]) =>
  runInTransaction(t.app.database.db, (tx) =>
    codes.redeem(tx, {
      customerId,
      checkoutId: crypto.randomUUID(),
      offerIds: offers.map((o) => o.id),
    }),
  );

describe('finding the offers of the codes entered', () => {
  it("finds the platform's and the cart shops' live offers, in any case, and no other shop's", async () => {
    const platform = await insertOffer();
    const ofShop = await insertOffer({ offeror: 'shop', shopId });
    const ofOtherShop = await insertOffer({ offeror: 'shop', shopId: otherShopId });
    const archived = await insertOffer({ archivedAt: new Date() });

    const found = await codes.forCodes(
      [platform.code.toLowerCase(), ` ${ofShop.code} `, ofOtherShop.code, archived.code],
      [shopId],
    );

    expect(found.map((o) => o.id).sort()).toEqual([platform.id, ofShop.id].sort());
    expect(found.find((o) => o.id === platform.id)).toMatchObject({
      offeror: 'platform',
      discount: { kind: 'percent', percent: 10 },
      rules: { minimumAmountMinor: null, firstOrderOnly: false, perCustomerLimit: null },
    });
    // Without the cart's shops: any shop's (pricing refuses one without lines in the cart).
    const anyShop = await codes.forCodes([ofShop.code, ofOtherShop.code]);
    expect(anyShop.map((o) => o.id).sort()).toEqual([ofShop.id, ofOtherShop.id].sort());
  });

  it('lists the sub-categories of a category the offer names', async () => {
    const known = await createTaxonomy(t.app.database.db).get();
    const sub = [...known.subCategories.values()][0]!;
    const named = await insertOffer({ categorySlugs: [sub.parentSlug] });

    const [found] = await codes.forCodes([named.code], []);

    expect(found!.rules.categorySlugs).toContain(sub.parentSlug);
    expect(found!.rules.categorySlugs).toContain(sub.slug);
  });
});

describe('the demo codes', () => {
  it('carry the rules their titles promise', async () => {
    const found = await codes.forCodes(['SHAADI15', 'FESTIVE500', 'BRIDE12'], []);
    const rulesOf = (code: string) => found.find((o) => o.code === code)?.rules;
    expect(rulesOf('SHAADI15')).toMatchObject({ firstOrderOnly: true, perCustomerLimit: 1 });
    expect(rulesOf('FESTIVE500')).toMatchObject({ minimumAmountMinor: 500_000 });
    expect(rulesOf('BRIDE12')?.categorySlugs).toContain('bridal');
  });
});

describe('redeeming a code in a checkout', () => {
  it("counts the customer's uses and refuses one past the limit with 409 naming codes", async () => {
    const limited = await insertOffer({ perCustomerLimit: 2 });
    const asha = await customer();

    await checkout(asha, [limited]);
    await checkout(asha, [limited]);
    const refused = await checkout(asha, [limited]).catch((error: unknown) => error);

    expect(refused).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'codes', reason: 'use_limit_reached', code: limited.code }],
    });
    expect(await codes.usesOf(asha, [limited.id])).toEqual({ [limited.id]: 2 });
    expect(await codes.usesOf(asha)).toEqual({ [limited.id]: 2 });
    expect(await codes.usesOf(await customer(), [limited.id])).toEqual({});
  });

  it('gives a use back when its checkout is released, and the customer may use it again', async () => {
    const once = await insertOffer({ perCustomerLimit: 1 });
    const asha = await customer();
    const checkoutId = crypto.randomUUID();
    await runInTransaction(t.app.database.db, (tx) =>
      codes.redeem(tx, { customerId: asha, checkoutId, offerIds: [once.id] }),
    );

    const released = await runInTransaction(t.app.database.db, (tx) =>
      codes.release(tx, checkoutId),
    );
    await checkout(asha, [once]);

    expect(released).toBe(1);
    expect(await codes.usesOf(asha, [once.id])).toEqual({ [once.id]: 1 });
  });

  it('writes nothing of a checkout that rolls back', async () => {
    const free = await insertOffer({ perCustomerLimit: 1 });
    const limited = await insertOffer({ perCustomerLimit: 1 });
    const asha = await customer();
    await checkout(asha, [limited]);

    await expect(checkout(asha, [free, limited])).rejects.toMatchObject({ code: 'CONFLICT' });

    expect(await codes.usesOf(asha, [free.id, limited.id])).toEqual({ [limited.id]: 1 });
  });
});

// Two checkouts of one customer racing for the last use only contend on PostgreSQL: run with
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
const onPostgres = !postgresUnavailable('the concurrent redemption tests');

describe.skipIf(!onPostgres)('redemptions racing on PostgreSQL', () => {
  it('20 concurrent checkouts of one customer for a code usable 3 times: exactly 3 hold it', async () => {
    const limited = await insertOffer({ perCustomerLimit: 3 });
    const asha = await customer();

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => checkout(asha, [limited])),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refusals).toHaveLength(17);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'CONFLICT', details: [{ field: 'codes' }] });
    }
    const rows = await t.app.database.db
      .select({ useNumber: offerRedemption.useNumber })
      .from(offerRedemption)
      .where(eq(offerRedemption.offerId, limited.id));
    expect(rows.map((r) => r.useNumber).sort()).toEqual([1, 2, 3]);
  });

  it('concurrent checkouts of an unlimited code all hold it', async () => {
    const unlimited = await insertOffer();
    const asha = await customer();

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => checkout(asha, [unlimited])),
    );

    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await codes.usesOf(asha, [unlimited.id])).toEqual({ [unlimited.id]: 10 });
  });
});
