import { codeRefusalMessages } from '@vitrine/contracts/offer-codes';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/lib/app-error.ts';
import { createTaxonomy } from '../catalogue/index.ts';
import { createOfferCodesRepository, type CodeOffer } from './offer-codes.repository.ts';

export type { CodeOffer } from './offer-codes.repository.ts';

/**
 * Offer codes as a checkout uses them: the live offers its codes name, the customer's past
 * uses (both read before pricing), and, in the checkout's transaction, one use written per
 * offer that gave a discount, which holds the per-customer limit however many checkouts race.
 */
export function createOfferCodes(db: Database) {
  const repository = createOfferCodesRepository(db);
  const taxonomy = createTaxonomy(db);
  return {
    /**
     * Live offers with these codes (any case): the platform's and those of these shops (absent:
     * any shop's; pricing refuses a shop's code without lines of that shop in the cart). A
     * category named in an offer's rules stands for its sub-categories too, which the answer
     * lists, so that a cart line's own category is all the pricing compares.
     */
    async forCodes(codes: readonly string[], shopIds?: readonly string[]): Promise<CodeOffer[]> {
      const wanted = [
        ...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c.length > 0)),
      ];
      const [offers, known] = await Promise.all([
        repository.findLive(wanted, shopIds),
        taxonomy.get(),
      ]);
      return offers.map((offer) => {
        const named = new Set(offer.rules.categorySlugs);
        if (named.size === 0) return offer;
        for (const sub of known.subCategories.values()) {
          if (named.has(sub.parentSlug)) named.add(sub.slug);
        }
        return { ...offer, rules: { ...offer.rules, categorySlugs: [...named] } };
      });
    },

    /** How many checkouts of the customer used each offer (offer id → count; absent: all). */
    usesOf: (customerId: string, offerIds?: readonly string[]) =>
      repository.usesOf(customerId, offerIds),

    /**
     * Writes the checkout's use of each offer; 409 naming `codes` when the customer's last
     * allowed use was taken meanwhile (by another checkout of theirs), which rolls the whole
     * checkout back.
     */
    async redeem(
      tx: Transaction,
      input: { customerId: string; checkoutId: string; offerIds: readonly string[] },
    ): Promise<void> {
      for (const offerId of input.offerIds) {
        const result = await repository.insertUse(tx, {
          offerId,
          customerId: input.customerId,
          checkoutId: input.checkoutId,
        });
        if (result !== 'written') {
          const message = `${result.taken}: ${codeRefusalMessages.use_limit_reached}`;
          throw new AppError('CONFLICT', `codes: ${message}`, [
            { field: 'codes', message, reason: 'use_limit_reached', code: result.taken },
          ]);
        }
      }
    },

    /** Gives back the uses of a checkout whose payment failed or expired; answers how many. */
    release: (tx: Transaction, checkoutId: string) => repository.deleteUsesOf(tx, checkoutId),
  };
}

export type OfferCodes = ReturnType<typeof createOfferCodes>;
