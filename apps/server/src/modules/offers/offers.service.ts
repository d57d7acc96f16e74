import type { Offer, OfferPage, OffersQuery } from '@vitrine/contracts/catalogue';
import type { PageQuery } from '@vitrine/contracts/pagination';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { OfferFilters, OfferRow } from './offers.repository.ts';
import type { OffersWithShops } from './offers-with-shops.ts';
import {
  withFuzzyFallback,
  type ShopsService,
  type TextSearchService,
} from '../catalogue/index.ts';
import { exportWindow } from '../../platform/lib/list-export.ts';

export function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    offeror: row.offeror,
    shop:
      row.shopId === null
        ? null
        : { id: row.shopId, slug: row.shopSlug!, name: row.shopName!, logoUrl: row.shopLogoUrl },
    title: row.title,
    description: row.description,
    code: row.code,
    discount:
      row.discountKind === 'percent'
        ? { kind: 'percent', percent: row.discountValue }
        : { kind: 'amount', amount: { amountMinor: row.discountValue, currency: row.currency! } },
    imageUrl: row.imageUrl,
    premium: row.premium,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    rules: {
      minimumAmountMinor: row.minimumAmountMinor,
      firstOrderOnly: row.firstOrderOnly,
      perCustomerLimit: row.perCustomerLimit,
      shopIds: row.shopIds,
      categorySlugs: row.categorySlugs,
    },
  };
}

/** Offers as shoppers see them: only those valid now. */
export function createOffersService(deps: {
  offersRepository: OffersWithShops;
  shops: Pick<ShopsService, 'requireShop'>;
  textSearch: Pick<TextSearchService, 'prepare'>;
  clock: () => Date;
}) {
  const { offersRepository, shops, textSearch, clock } = deps;

  async function filtersFor(query: Omit<OffersQuery, 'page' | 'limit' | 'download'>) {
    if (query.vendorId) await shops.requireShop(query.vendorId);
    const filters: OfferFilters = {
      validAt: clock(),
      offeror: query.offeror,
      shopId: query.vendorId,
      text: await textSearch.prepare(query.searchKey),
    };
    return filters;
  }

  async function page(filters: OfferFilters, query: PageQuery): Promise<OfferPage> {
    const [rows, total] = await withFuzzyFallback(
      filters.text,
      (text) =>
        Promise.all([
          offersRepository.list({ ...filters, text }, pageWindow(query)),
          offersRepository.count({ ...filters, text }),
        ]),
      ([, found]) => found === 0,
    );
    return { items: rows.map(toOffer), total, page: query.page, limit: query.limit };
  }

  return {
    /** GET /offers */
    list: async (query: OffersQuery) => page(await filtersFor(query), query),
    async all(query: Omit<OffersQuery, 'page' | 'limit' | 'download'>, maxRows: number) {
      const filters = await filtersFor(query);
      const rows = await withFuzzyFallback(
        filters.text,
        (text) => offersRepository.list({ ...filters, text }, exportWindow(maxRows)),
        (found) => found.length === 0,
      );
      return rows.map(toOffer);
    },

    /** GET /offers/premium-offers: premium offers of the platform and of shops. */
    listPremium: (query: PageQuery) => page({ validAt: clock(), premium: true }, query),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
