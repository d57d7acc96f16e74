import type {
  FavouriteShop,
  FavouriteShopPage,
  FavouriteShopsQuery,
} from '@vitrine/contracts/catalogue';
import { notFound } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { withFuzzyFallback, type Catalogue } from '../catalogue/index.ts';
import type {
  FavouriteFilters,
  FavouriteRow,
  FavouritesRepository,
} from './favourites.repository.ts';
import { exportWindow } from '../../platform/lib/list-export.ts';

type ListInput = Omit<FavouriteShopsQuery, 'page' | 'limit' | 'download'>;

/** A customer's favourite shops. Every call is scoped to the signed-in user: another user's favourite is "not found". */
export function createFavouritesService(deps: {
  favouritesRepository: FavouritesRepository;
  catalogue: Pick<Catalogue, 'shops' | 'textSearch'>;
}) {
  const { favouritesRepository, catalogue } = deps;

  async function withShops(rows: FavouriteRow[]): Promise<FavouriteShop[]> {
    const shops = await catalogue.shops.summariesByIds(rows.map((row) => row.shopId));
    return rows.flatMap((row) => {
      const shop = shops.get(row.shopId);
      return shop ? [{ id: row.id, shop, createdAt: row.createdAt.toISOString() }] : [];
    });
  }

  const filtersFor = async (query: ListInput): Promise<FavouriteFilters> => ({
    shopId: query.shopId,
    text: await catalogue.textSearch.prepare(query.searchKey),
  });

  return {
    /** Idempotent: favouriting a shop twice keeps one favourite (`created` tells which). */
    async add(userId: string, shopId: string) {
      await catalogue.shops.requireShop(shopId);
      const { favourite, created } = await favouritesRepository.add(userId, shopId);
      const [item] = await withShops([favourite]);
      return { favourite: item!, created };
    },

    async list(userId: string, query: FavouriteShopsQuery): Promise<FavouriteShopPage> {
      const filters = await filtersFor(query);
      const [rows, total] = await withFuzzyFallback(
        filters.text,
        (text) =>
          Promise.all([
            favouritesRepository.list(userId, { ...filters, text }, pageWindow(query)),
            favouritesRepository.count(userId, { ...filters, text }),
          ]),
        ([, found]) => found === 0,
      );
      return { items: await withShops(rows), total, page: query.page, limit: query.limit };
    },

    async all(userId: string, query: ListInput, maxRows: number): Promise<FavouriteShop[]> {
      const filters = await filtersFor(query);
      const rows = await withFuzzyFallback(
        filters.text,
        (text) => favouritesRepository.list(userId, { ...filters, text }, exportWindow(maxRows)),
        (found) => found.length === 0,
      );
      return withShops(rows);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await favouritesRepository.deleteOwned(userId, id))) throw notFound('Favourite');
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
