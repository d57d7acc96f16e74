import type { OfferRulesInput } from '@vitrine/contracts/offer-codes';
import { validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopsService, TaxonomyService } from '../catalogue/index.ts';
import type { OfferRuleValues } from './offers.repository.ts';

/** A shop's offer sets no shops. */
type ParsedRules = Omit<OfferRulesInput, 'shopIds'> & { shopIds?: string[] };

/**
 * Checks the rules an owner or staff set on an offer's code against the catalogue: each
 * category named is a category or sub-category, each shop named exists (400 naming the field).
 */
export function createOfferRulesCheck(deps: {
  shops: Pick<ShopsService, 'summariesByIds'>;
  taxonomy: Pick<TaxonomyService, 'get'>;
}) {
  return async (rules: ParsedRules): Promise<OfferRuleValues> => {
    const shopIds = rules.shopIds ?? [];
    const [known, shops] = await Promise.all([
      deps.taxonomy.get(),
      shopIds.length > 0 ? deps.shops.summariesByIds(shopIds) : new Map(),
    ]);
    const unknownCategory = rules.categorySlugs.find(
      (slug) => !known.categories.has(slug) && !known.subCategories.has(slug),
    );
    if (unknownCategory !== undefined) {
      throw validationFailed('rules.categorySlugs', `no category "${unknownCategory}"`);
    }
    const unknownShop = shopIds.find((id) => !shops.has(id));
    if (unknownShop !== undefined) {
      throw validationFailed('rules.shopIds', `no shop ${unknownShop}`);
    }
    return {
      minimumAmountMinor: rules.minimumAmountMinor,
      firstOrderOnly: rules.firstOrderOnly,
      perCustomerLimit: rules.perCustomerLimit,
      shopIds,
      categorySlugs: rules.categorySlugs,
    };
  };
}

export type OfferRulesCheck = ReturnType<typeof createOfferRulesCheck>;
