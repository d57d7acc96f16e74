import { myShopApplicationSchema, type MyShopApplication } from '@vitrine/contracts/onboarding';
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
