import { api } from '../../../lib/api.ts';

/**
 * The api slice with the `Favourite` tag: every favourites read provides it and every change
 * invalidates it, so the shop page's toggle and the favourites list always agree.
 */
export const favouritesApi = api.enhanceEndpoints({ addTagTypes: ['Favourite'] });
export const FAVOURITES_TAG = { type: 'Favourite' as const, id: 'LIST' };
