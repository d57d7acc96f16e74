import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { offer } from './offers.schema.ts';
import type { Offeror } from '@vitrine/contracts/catalogue';
import type { Page } from '../../platform/lib/paging.ts';
import { textMatch, textRank, type TextQuery } from '../catalogue/index.ts';

export type OfferFilters = {
  /** Only offers whose window contains this instant (public lists); absent: any window. */
  validAt?: Date;
  /** Public lists leave archived offers out (the default); the owner's list may ask for any. */
  status?: 'active' | 'archived' | 'any';
  /** Only those whose shop asked for premium placement (staff's queue). */
  premiumRequested?: boolean;
  offeror?: Offeror;
  shopId?: string;
  premium?: boolean;
  text?: TextQuery;
};

const offerColumns = {
  id: offer.id,
  offeror: offer.offeror,
  title: offer.title,
  description: offer.description,
  code: offer.code,
  discountKind: offer.discountKind,
  discountValue: offer.discountValue,
  currency: offer.currency,
  imageUrl: offer.imageUrl,
  premium: offer.premium,
  validFrom: offer.validFrom,
  validUntil: offer.validUntil,
  premiumRequested: offer.premiumRequested,
  archivedAt: offer.archivedAt,
  updatedAt: offer.updatedAt,
  shopId: offer.shopId,
  minimumAmountMinor: offer.minimumAmountMinor,
  firstOrderOnly: offer.firstOrderOnly,
  perCustomerLimit: offer.perCustomerLimit,
  shopIds: offer.shopIds,
  categorySlugs: offer.categorySlugs,
};

export type OfferBaseRow = Omit<typeof offer.$inferSelect, 'shopId' | 'createdAt' | 'search'> & {
  shopId: string | null;
};

/** An offer row with its shop's slug, name and logo (offers-with-shops.ts adds them). */
export type OfferRow = OfferBaseRow & {
  shopSlug: string | null;
  shopName: string | null;
  shopLogoUrl: string | null;
};

function statusCondition(status: OfferFilters['status'] = 'active'): SQL | undefined {
  if (status === 'any') return undefined;
  return status === 'active' ? isNull(offer.archivedAt) : isNotNull(offer.archivedAt);
}

function conditions(filters: OfferFilters): SQL | undefined {
  return and(
    statusCondition(filters.status),
    filters.validAt && lte(offer.validFrom, filters.validAt),
    filters.validAt && gt(offer.validUntil, filters.validAt),
    filters.offeror === undefined ? undefined : eq(offer.offeror, filters.offeror),
    filters.shopId === undefined ? undefined : eq(offer.shopId, filters.shopId),
    filters.premium === undefined ? undefined : eq(offer.premium, filters.premium),
    filters.premiumRequested === undefined
      ? undefined
      : eq(offer.premiumRequested, filters.premiumRequested),
    filters.text && textMatch(filters.text, offer.search, offer.title),
  );
}

/** Best match first when searching; otherwise premium first, then the ones ending soonest. */
const offerOrder = (text: TextQuery | undefined): SQL[] => [
  ...(text ? [desc(textRank(text, offer.search, offer.title))] : []),
  desc(offer.premium),
  asc(offer.validUntil),
  asc(offer.id),
];

export const createOffersRepository = (db: Database) => ({
  async list(filters: OfferFilters, page?: Page): Promise<OfferBaseRow[]> {
    const query = db
      .select(offerColumns)
      .from(offer)
      .where(conditions(filters))
      .orderBy(...offerOrder(filters.text))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(filters: OfferFilters): Promise<number> {
    const [row] = await db.select({ total: count() }).from(offer).where(conditions(filters));
    return row?.total ?? 0;
  },

  /** One offer, archived or not (callers decide who may see which). */
  async findById(id: string, q: Transaction | Database = db): Promise<OfferBaseRow | undefined> {
    const [row] = await queryWith(q).select(offerColumns).from(offer).where(eq(offer.id, id));
    return row;
  },

  /** Whether another live offer of the shop uses this code (`except` is the offer being edited). */
  async codeTaken(shopId: string, code: string, except?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: offer.id })
      .from(offer)
      .where(
        and(
          eq(offer.shopId, shopId),
          eq(offer.code, code),
          isNull(offer.archivedAt),
          except === undefined ? undefined : ne(offer.id, except),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Whether another live platform offer uses this code (`except` is the offer being edited). */
  async platformCodeTaken(code: string, except?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: offer.id })
      .from(offer)
      .where(
        and(
          eq(offer.offeror, 'platform'),
          eq(offer.code, code),
          isNull(offer.archivedAt),
          except === undefined ? undefined : ne(offer.id, except),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** A shop's new offer, and `offer:posted` (its favouriters are told) in the same transaction. */
  async insert(tx: Transaction, shopId: string, values: OfferValues): Promise<string> {
    const [row] = await queryWith(tx)
      .insert(offer)
      .values({ offeror: 'shop', shopId, ...values })
      .returning({ id: offer.id });
    await enqueue(tx, 'offer:posted', { offerId: row!.id, shopId, title: values.title });
    return row!.id;
  },

  /** A platform offer (staff): no shop, no premium request, placement set directly. */
  async insertPlatform(tx: Transaction, values: PlatformOfferValues): Promise<string> {
    const [row] = await queryWith(tx)
      .insert(offer)
      .values({ offeror: 'platform', shopId: null, ...values, premiumRequested: false })
      .returning({ id: offer.id });
    return row!.id;
  },

  async update(
    tx: Transaction,
    id: string,
    values: Partial<OfferValues | PlatformOfferValues>,
  ): Promise<void> {
    await queryWith(tx)
      .update(offer)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(offer.id, id));
  },

  async setArchived(tx: Transaction, id: string, archivedAt: Date | null): Promise<void> {
    await queryWith(tx)
      .update(offer)
      .set({ archivedAt, updatedAt: new Date() })
      .where(eq(offer.id, id));
  },

  /** Staff's decision: the placement itself, and the shop's request answered. */
  async decidePremium(tx: Transaction, id: string, premium: boolean): Promise<boolean> {
    const updated = await queryWith(tx)
      .update(offer)
      .set({ premium, premiumRequested: false, updatedAt: new Date() })
      .where(eq(offer.id, id))
      .returning({ id: offer.id });
    return updated.length > 0;
  },
});

/** The columns a shop owner writes. */
export type OfferValues = {
  title: string;
  description: string;
  code: string | null;
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
  validFrom: Date;
  validUntil: Date;
  premiumRequested: boolean;
} & OfferRuleValues;

/** The code's rules, as stored (a shop's offer names no shops). */
export type OfferRuleValues = {
  minimumAmountMinor: number | null;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  shopIds: string[];
  categorySlugs: string[];
};

/** The columns staff write of a platform offer. */
export type PlatformOfferValues = Omit<OfferValues, 'premiumRequested'> & {
  imageUrl: string | null;
  premium: boolean;
};

export type OffersRepository = ReturnType<typeof createOffersRepository>;
