import type {
  FavouriteProduct,
  FavouriteProductPage,
  FavouriteProductsQuery,
} from '@vitrine/contracts/product-search';
import { notFound } from '../../platform/lib/app-error.ts';
import { exportWindow } from '../../platform/lib/list-export.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ProductSearchService } from '../products/index.ts';
import type {
  FavouriteProductRow,
  FavouriteProductsRepository,
} from './favourite-products.repository.ts';

/**
 * A customer's favourite products, private like favourite shops: every call is scoped to the
 * signed-in user, and another user's favourite is "not found". A favourite whose product
 * shoppers may no longer see (archived, or its shop suspended) is kept but not shown, and comes
 * back with the product.
 */
export function createFavouriteProductsService(deps: {
  repository: FavouriteProductsRepository;
  products: Pick<ProductSearchService, 'hitsByIds'>;
}) {
  const { repository, products } = deps;

  async function withProducts(rows: FavouriteProductRow[]): Promise<FavouriteProduct[]> {
    const hits = await products.hitsByIds(rows.map((row) => row.productId));
    return rows.flatMap((row) => {
      const product = hits.get(row.productId);
      return product ? [{ id: row.id, product, createdAt: row.createdAt.toISOString() }] : [];
    });
  }

  return {
    /** Idempotent: favouriting a product twice keeps one favourite (`created` tells which). */
    async add(userId: string, productId: string) {
      if (!(await products.hitsByIds([productId])).has(productId)) throw notFound('Product');
      const { favourite, created } = await repository.add(userId, productId);
      const [item] = await withProducts([favourite]);
      return { favourite: item!, created };
    },

    async list(userId: string, query: FavouriteProductsQuery): Promise<FavouriteProductPage> {
      const [rows, total] = await Promise.all([
        repository.list(userId, query.productId, pageWindow(query)),
        repository.count(userId, query.productId),
      ]);
      return { items: await withProducts(rows), total, page: query.page, limit: query.limit };
    },

    async all(userId: string, productId: string | undefined, maxRows: number) {
      return withProducts(await repository.list(userId, productId, exportWindow(maxRows)));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteOwned(userId, id))) throw notFound('Favourite');
    },
  };
}

export type FavouriteProductsService = ReturnType<typeof createFavouriteProductsService>;
