import type { ProductSalesList, ProductSalesQuery } from '@vitrine/contracts/shop-stock';
import { notFound } from '../../platform/lib/app-error.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { ProductSalesRepository } from './product-sales.repository.ts';

const DAY_MS = 86_400_000;

/** GET /vendor/sales/products: the shop's units and revenue per product, days `from`–`to` (UTC). */
export function createProductSalesService(deps: {
  repository: ProductSalesRepository;
  ownership: ShopOwnership;
}) {
  return {
    async ofShop(userId: string, query: ProductSalesQuery): Promise<ProductSalesList> {
      if (!(await deps.ownership.runs(userId, query.shopId))) throw notFound('Shop');
      const from = new Date(`${query.from}T00:00:00Z`);
      const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
      const rows = await deps.repository.ofShop(query.shopId, from, to);
      return {
        from: query.from,
        to: query.to,
        items: rows.map((row) => ({
          productId: row.productId,
          title: row.title,
          units: row.units,
          revenue: { amountMinor: row.revenueMinor, currency: row.currency.trim() },
          orders: row.orders,
        })),
      };
    },
  };
}

export type ProductSalesService = ReturnType<typeof createProductSalesService>;
