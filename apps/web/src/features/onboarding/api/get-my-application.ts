import {
  myShopApplicationSchema,
  type MyShopApplication,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

const myApplicationApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/application: my open application (or my latest), null before the first save. */
    getMyApplication: build.query<MyShopApplication, void>({
      query: () => '/v1/vendor/application',
      ...checkedResponse(myShopApplicationSchema),
      providesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useGetMyApplicationQuery } = myApplicationApi;

/**
 * Keeps the application a save or submit answered as my application at once. The step that
 * opens next reads its initial values from it when it mounts, before the refetch the save's
 * invalidation starts has answered (the shop step prefills city and state from the business
 * address just saved).
 */
export const myApplicationAnswered = (application: ShopApplication) =>
  myApplicationApi.util.updateQueryData('getMyApplication', undefined, () => ({ application }));
