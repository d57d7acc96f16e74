import type {
  ShopStockPage,
  ShopStockQuery,
  StockSettings,
  StockSettingsInput,
} from '@vitrine/contracts/shop-stock';
import { notFound } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { ShopStockRepository } from './shop-stock.repository.ts';

/**
 * A shop's stock in its console: every product and variant with its units, flagged when running
 * low (the shop's threshold, or the default), and the threshold itself. Another user's shop is
 * a 404, as unknown.
 */
export function createShopStockService(deps: {
  repository: ShopStockRepository;
  ownership: ShopOwnership;
}) {
  const { repository, ownership } = deps;
  async function requireShopRun(userId: string, shopId: string) {
    if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  return {
    /** GET /vendor/stock: a page of stock lines, running-low ones first. */
    async list(userId: string, query: ShopStockQuery): Promise<ShopStockPage> {
      await requireShopRun(userId, query.shopId);
      const lowStockUnits = await repository.threshold(query.shopId);
      const found = await repository.page(
        query.shopId,
        lowStockUnits,
        query.lowOnly ?? false,
        pageWindow(query),
      );
      return { ...found, page: query.page, limit: query.limit, lowStockUnits };
    },

    /** PUT /vendor/stock/settings: the shop's low-stock threshold. */
    async setSettings(userId: string, input: StockSettingsInput): Promise<StockSettings> {
      await requireShopRun(userId, input.shopId);
      await repository.setThreshold(input.shopId, input.lowStockUnits);
      return { shopId: input.shopId, lowStockUnits: await repository.threshold(input.shopId) };
    },
  };
}

export type ShopStockService = ReturnType<typeof createShopStockService>;
