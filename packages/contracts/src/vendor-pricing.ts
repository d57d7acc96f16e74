/**
 * What a shop pays Vitrine, shown on the /vendor landing page and, later, used by the server when
 * it settles orders and meetings: one number, defined once.
 */

/** Percent of each settled order and paid meeting that Vitrine keeps; the shop gets the rest. */
export const PLATFORM_COMMISSION_PERCENT = 12;

/** Opening a shop, listing products and receiving chats cost nothing. */
export const SHOP_MONTHLY_FEE_MINOR = 0;

/** Days after a completed order or meeting before its payout reaches the shop's bank account. */
export const PAYOUT_DELAY_DAYS = 7;
