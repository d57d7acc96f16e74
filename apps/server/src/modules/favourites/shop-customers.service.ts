import type { Catalogue } from '../catalogue/index.ts';
import type { Page } from '../../platform/lib/paging.ts';
import type { ShopCustomersRepository } from './shop-customers.repository.ts';

/** A shop's own customers (today: who favourited it), for the shop's console. */
export function createShopCustomersService(deps: {
  repository: ShopCustomersRepository;
  catalogue: Pick<Catalogue, 'profile'>;
}) {
  return {
    /**
     * One page of the caller's shop's customers matching `searchKey`, with their number; the
     * shop is the caller's (`shopId` names one of theirs, none: their only one), never another's.
     */
    async page(
      userId: string,
      shopId: string | undefined,
      searchKey: string | undefined,
      window: Page,
    ) {
      const id = await deps.catalogue.profile.resolveShopId(userId, shopId);
      const [rows, total] = await Promise.all([
        deps.repository.list(id, searchKey, window),
        deps.repository.count(id, searchKey),
      ]);
      return { rows, total };
    },
  };
}
export type ShopCustomersService = ReturnType<typeof createShopCustomersService>;
