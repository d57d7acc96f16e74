import { and, asc, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offer, shop } from '../../db/schema/catalogue.ts';
import type { Offeror } from '@vitrine/contracts/catalogue';
import type { Page } from '../../lib/paging.ts';
import { textMatch, textRank, type TextQuery } from '../catalogue/index.ts';

export type OfferFilters = {
  /** Only offers whose window contains this instant. */
  validAt: Date;
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
  shopId: shop.id,
  shopSlug: shop.slug,
  shopName: shop.name,
  shopLogoUrl: shop.logoUrl,
};

export type OfferRow = Omit<typeof offer.$inferSelect, 'shopId' | 'createdAt' | 'search'> & {
  shopId: string | null;
  shopSlug: string | null;
  shopName: string | null;
  shopLogoUrl: string | null;
};

function conditions(filters: OfferFilters): SQL | undefined {
  return and(
    lte(offer.validFrom, filters.validAt),
    gt(offer.validUntil, filters.validAt),
    filters.offeror === undefined ? undefined : eq(offer.offeror, filters.offeror),
    filters.shopId === undefined ? undefined : eq(offer.shopId, filters.shopId),
    filters.premium === undefined ? undefined : eq(offer.premium, filters.premium),
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
  async list(filters: OfferFilters, page?: Page): Promise<OfferRow[]> {
    const query = db
      .select(offerColumns)
      .from(offer)
      .leftJoin(shop, eq(offer.shopId, shop.id))
      .where(conditions(filters))
      .orderBy(...offerOrder(filters.text))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(filters: OfferFilters): Promise<number> {
    const [row] = await db.select({ total: count() }).from(offer).where(conditions(filters));
    return row?.total ?? 0;
  },
});

export type OffersRepository = ReturnType<typeof createOffersRepository>;
