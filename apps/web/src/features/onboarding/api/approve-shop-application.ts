import { reviewedApplicationSchema, type ReviewedApplication } from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

const approveApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/shops/{id}/approve: the shop opens; 409 if it was decided meanwhile. */
    approveShopApplication: build.mutation<ReviewedApplication, { id: string }>({
      query: ({ id }) => ({ url: `/v1/admin/shops/${id}/approve`, method: 'POST' }),
      ...checkedResponse(reviewedApplicationSchema),
      invalidatesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useApproveShopApplicationMutation } = approveApi;
