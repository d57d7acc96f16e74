import { api } from '../../../lib/api.ts';

/**
 * The api slice with the `ShopApplication` tag: the application read provides it, every save,
 * submit and admin decision invalidates it, so the form and the review list stay current.
 */
export const onboardingApi = api.enhanceEndpoints({ addTagTypes: ['ShopApplication'] });
export const APPLICATION_TAG = { type: 'ShopApplication' as const, id: 'LIST' };
