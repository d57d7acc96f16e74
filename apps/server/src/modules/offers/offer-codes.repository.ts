import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OfferRules } from '@vitrine/contracts/offer-codes';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { offer, offerRedemption } from './offers.schema.ts';

/** A live offer with a code, as a checkout prices it. */
export type CodeOffer = {
  id: string;
  code: string;
  offeror: 'platform' | 'shop';
  shopId: string | null;
  discount:
    | { kind: 'percent'; percent: number }
    | { kind: 'amount'; amountMinor: number; currency: string };
  validFrom: Date;
  validUntil: Date;
  rules: OfferRules;
};

export const createOfferCodesRepository = (db: Database) => ({
  /** Live offers with one of these codes: the platform's, and those of these shops (absent: any). */
  async findLive(codes: readonly string[], shopIds?: readonly string[]): Promise<CodeOffer[]> {
    if (codes.length === 0) return [];
    const rows = await db
      .select({
        id: offer.id,
        code: offer.code,
        offeror: offer.offeror,
        shopId: offer.shopId,
        discountKind: offer.discountKind,
        discountValue: offer.discountValue,
        currency: offer.currency,
        validFrom: offer.validFrom,
        validUntil: offer.validUntil,
        minimumAmountMinor: offer.minimumAmountMinor,
        firstOrderOnly: offer.firstOrderOnly,
        perCustomerLimit: offer.perCustomerLimit,
        ruleShopIds: offer.shopIds,
        categorySlugs: offer.categorySlugs,
      })
      .from(offer)
      .where(
        and(
          inArray(offer.code, [...codes]),
          isNull(offer.archivedAt),
          shopIds === undefined
            ? undefined
            : or(
                eq(offer.offeror, 'platform'),
                shopIds.length > 0 ? inArray(offer.shopId, [...shopIds]) : sql`false`,
              ),
        ),
      );
    return rows.map((row) => ({
      id: row.id,
      code: row.code!,
      offeror: row.offeror,
      shopId: row.shopId,
      discount:
        row.discountKind === 'percent'
          ? { kind: 'percent', percent: row.discountValue }
          : { kind: 'amount', amountMinor: row.discountValue, currency: row.currency! },
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      rules: {
        minimumAmountMinor: row.minimumAmountMinor,
        firstOrderOnly: row.firstOrderOnly,
        perCustomerLimit: row.perCustomerLimit,
        shopIds: row.ruleShopIds,
        categorySlugs: row.categorySlugs,
      },
    }));
  },

  /** How many checkouts of the customer used each of these offers (absent: every offer). */
  async usesOf(
    customerId: string,
    offerIds?: readonly string[],
    q: Transaction | Database = db,
  ): Promise<Record<string, number>> {
    if (offerIds?.length === 0) return {};
    const rows = await queryWith(q)
      .select({ offerId: offerRedemption.offerId, uses: count() })
      .from(offerRedemption)
      .where(
        and(
          eq(offerRedemption.customerId, customerId),
          offerIds && inArray(offerRedemption.offerId, [...offerIds]),
        ),
      )
      .groupBy(offerRedemption.offerId);
    return Object.fromEntries(rows.map((r) => [r.offerId, r.uses]));
  },

  /**
   * Writes one use of the offer by the customer for this checkout. An offer with a limit gives
   * each use a number, the lowest free one of 1 … the limit, held by the unique index on
   * (offer, customer, use number): a checkout racing for the same number waits for the other's
   * transaction (`on conflict do nothing` leaves its own usable), writes nothing, and looks
   * again at what is free now. Answers `{ taken: code }` when every allowed use is taken.
   */
  async insertUse(
    tx: Transaction,
    use: { offerId: string; customerId: string; checkoutId: string },
  ): Promise<'written' | { taken: string }> {
    const q = queryWith(tx);
    const [found] = await q
      .select({ limit: offer.perCustomerLimit, code: offer.code })
      .from(offer)
      .where(eq(offer.id, use.offerId));
    if (!found) return { taken: '' };
    const taken = { taken: found.code ?? '' };
    if (found.limit === null) {
      await q.insert(offerRedemption).values({ ...use, useNumber: null });
      return 'written';
    }
    for (let attempt = 0; attempt < found.limit; attempt += 1) {
      const free = (await q.execute(sql`
        select n from generate_series(1, ${found.limit}::int) as n
        where not exists (
          select 1 from ${offerRedemption}
          where ${offerRedemption.offerId} = ${use.offerId}
            and ${offerRedemption.customerId} = ${use.customerId}
            and ${offerRedemption.useNumber} = n)
        order by n limit 1`)) as unknown as { rows: { n: number }[] };
      const n = free.rows[0]?.n;
      if (n === undefined) return taken;
      const written = await q
        .insert(offerRedemption)
        .values({ ...use, useNumber: Number(n) })
        .onConflictDoNothing({
          target: [offerRedemption.offerId, offerRedemption.customerId, offerRedemption.useNumber],
        })
        .returning({ id: offerRedemption.id });
      if (written.length > 0) return 'written';
    }
    return taken;
  },

  /** Frees the uses of a checkout whose payment failed or expired; answers how many. */
  async deleteUsesOf(tx: Transaction, checkoutId: string): Promise<number> {
    const deleted = await queryWith(tx)
      .delete(offerRedemption)
      .where(eq(offerRedemption.checkoutId, checkoutId))
      .returning({ id: offerRedemption.id });
    return deleted.length;
  },
});

export type OfferCodesRepository = ReturnType<typeof createOfferCodesRepository>;
