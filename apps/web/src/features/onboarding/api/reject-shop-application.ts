import { reviewedApplicationSchema, type ReviewedApplication } from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

const rejectApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/shops/{id}/reject with the reason the applicant is mailed (400 without one). */
    rejectShopApplication: build.mutation<ReviewedApplication, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/v1/admin/shops/${id}/reject`,
        method: 'POST',
        body: { reason },
      }),
      ...checkedResponse(reviewedApplicationSchema),
      invalidatesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useRejectShopApplicationMutation } = rejectApi;
