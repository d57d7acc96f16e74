import { api } from '../../../lib/api.ts';

/**
 * The api slice with the console's tags: a profile save refreshes the shop and the shop list,
 * an availability save refreshes the hours and the slot preview, a new low-stock threshold the
 * stock list.
 */
export const consoleApi = api.enhanceEndpoints({
  addTagTypes: ['ConsoleShop', 'Availability', 'ShopStock'],
});
export const MY_SHOPS_TAG = { type: 'ConsoleShop' as const, id: 'MINE' };
