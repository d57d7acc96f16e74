import { api } from '../../../lib/api.ts';

/**
 * The api slice with the owner's product and offer tags: every owner list provides them and
 * every write invalidates them, so a list shows an edit as soon as it is saved.
 */
export const shopCatalogueApi = api.enhanceEndpoints({
  addTagTypes: ['OwnerProduct', 'OwnerOffer'],
});
export const OWNER_PRODUCTS_TAG = { type: 'OwnerProduct' as const, id: 'LIST' };
export const OWNER_OFFERS_TAG = { type: 'OwnerOffer' as const, id: 'LIST' };
