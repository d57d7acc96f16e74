import { shopApplicationSchema, type ShopApplication } from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { myApplicationAnswered } from './get-my-application.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

const submitApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/application/submit: 400 names the first incomplete field as `step.field`. */
    submitApplication: build.mutation<ShopApplication, void>({
      query: () => ({ url: '/v1/vendor/application/submit', method: 'POST' }),
      ...checkedResponse(shopApplicationSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(myApplicationAnswered(answer.data));
      },
      invalidatesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useSubmitApplicationMutation } = submitApi;
