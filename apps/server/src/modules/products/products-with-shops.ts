import type { ShopsService } from '../catalogue/index.ts';
import type { ProductBaseRow, ProductRow, ProductsRepository } from './products.repository.ts';

/**
 * The products repository whose lists and single reads carry each product's shop slug and name,
 * taken from the catalogue (which owns shops) in one batched read per page.
 */
export function withShops(
  repository: ProductsRepository,
  shops: Pick<ShopsService, 'summariesByIds'>,
) {
  const attach = async (rows: ProductBaseRow[]): Promise<ProductRow[]> => {
    if (rows.length === 0) return [];
    const byId = await shops.summariesByIds([...new Set(rows.map((row) => row.shopId))]);
    return rows.flatMap((row) => {
      const found = byId.get(row.shopId);
      return found ? [{ ...row, shopSlug: found.slug, shopName: found.name }] : [];
    });
  };
  return {
    ...repository,
    list: async (...args: Parameters<ProductsRepository['list']>) =>
      attach(await repository.list(...args)),
    findById: async (id: string): Promise<ProductRow | undefined> => {
      const row = await repository.findById(id);
      return row && (await attach([row]))[0];
    },
  };
}
export type ProductsWithShops = ReturnType<typeof withShops>;
