import type { OfferRules } from '@vitrine/contracts/offer-codes';

/** A short line of an offer's rules for lists ("Min ₹999 · first order · 1 per customer"). */
export function offerRulesSummary(rules: OfferRules): string {
  const parts = [
    rules.minimumAmountMinor !== null &&
      `Min ₹${(rules.minimumAmountMinor / 100).toLocaleString('en-IN')}`,
    rules.firstOrderOnly && 'first order',
    rules.perCustomerLimit !== null && `${rules.perCustomerLimit} per customer`,
    rules.categorySlugs.length > 0 && `${rules.categorySlugs.length} categories`,
    rules.shopIds.length > 0 && `${rules.shopIds.length} shops`,
  ].filter((p): p is string => typeof p === 'string');
  return parts.join(' · ');
}
