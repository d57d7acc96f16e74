import type { ShopMembersRepository } from './shop-members.repository.ts';

/**
 * Which shops a user runs: for the vendor operations' ownership checks (an owner naming another
 * shop gets 404) and the console's "my shops". Team members count as running the shop.
 */
export type ShopOwnership = {
  /** The ids of the shops this user runs, oldest first. */
  shopIdsOf: (userId: string) => Promise<string[]>;
  /** Whether this user runs this shop. */
  runs: (userId: string, shopId: string) => Promise<boolean>;
  /** How many people run this shop (its owner and team): who may join its meetings. */
  teamSize: (shopId: string) => Promise<number>;
};

export const createShopOwnership = (deps: {
  shopMembersRepository: ShopMembersRepository;
}): ShopOwnership => ({
  shopIdsOf: (userId) => deps.shopMembersRepository.shopIdsOf(userId),
  runs: (userId, shopId) => deps.shopMembersRepository.isMember(userId, shopId),
  teamSize: (shopId) => deps.shopMembersRepository.countOf(shopId),
});
