import {
  shopApplicationSchema,
  type ApplicationAccount,
  type ApplicationBusiness,
  type ApplicationMedia,
  type ApplicationShop,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { myApplicationAnswered } from './get-my-application.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

export type SaveApplicationStepArgs =
  | { step: 'account'; body: ApplicationAccount }
  | { step: 'business'; body: ApplicationBusiness }
  | { step: 'shop'; body: ApplicationShop }
  | { step: 'media'; body: ApplicationMedia };

const saveStepApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /vendor/application/<step>: saves that step of my draft (409 names a taken identifier). */
    saveApplicationStep: build.mutation<ShopApplication, SaveApplicationStepArgs>({
      query: ({ step, body }) => ({ url: `/v1/vendor/application/${step}`, method: 'PUT', body }),
      ...checkedResponse(shopApplicationSchema),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(myApplicationAnswered(answer.data));
      },
      invalidatesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useSaveApplicationStepMutation } = saveStepApi;
