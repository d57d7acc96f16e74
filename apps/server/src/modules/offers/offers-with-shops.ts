import type { ShopsService } from '../catalogue/index.ts';
import type { OfferBaseRow, OfferRow, OffersRepository } from './offers.repository.ts';

/**
 * The offers repository whose lists and single reads carry each shop offer's shop slug, name
 * and logo, taken from the catalogue (which owns shops) in one batched read per page; a
 * platform offer (no shop) needs no read.
 */
export function withShops(
  repository: OffersRepository,
  shops: Pick<ShopsService, 'summariesByIds'>,
) {
  const attach = async (rows: OfferBaseRow[]): Promise<OfferRow[]> => {
    const ids = [...new Set(rows.flatMap((row) => (row.shopId ? [row.shopId] : [])))];
    const byId = ids.length > 0 ? await shops.summariesByIds(ids) : new Map();
    return rows.map((row) => {
      const found = row.shopId ? byId.get(row.shopId) : undefined;
      return {
        ...row,
        shopSlug: found?.slug ?? null,
        shopName: found?.name ?? null,
        shopLogoUrl: found?.logoUrl ?? null,
      };
    });
  };
  return {
    ...repository,
    list: async (...args: Parameters<OffersRepository['list']>) =>
      attach(await repository.list(...args)),
    findById: async (
      ...args: Parameters<OffersRepository['findById']>
    ): Promise<OfferRow | undefined> => {
      const row = await repository.findById(...args);
      return row && (await attach([row]))[0];
    },
  };
}
export type OffersWithShops = ReturnType<typeof withShops>;
