import { api } from '../../../lib/api.ts';

/** The api slice with the `Address` tag: every address read provides it, every change invalidates it. */
export const addressesApi = api.enhanceEndpoints({ addTagTypes: ['Address'] });
export const ADDRESSES_TAG = { type: 'Address' as const, id: 'LIST' };
