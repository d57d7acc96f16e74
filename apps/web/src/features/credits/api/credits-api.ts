import { api } from '../../../lib/api.ts';

/**
 * The one api slice with the credits feature's cache tags: `Credits` (balance, history, used
 * credits) and `CreditReceipt` (one per order). Verifying a payment invalidates both.
 */
export const creditsApi = api.enhanceEndpoints({ addTagTypes: ['Credits', 'CreditReceipt'] });
