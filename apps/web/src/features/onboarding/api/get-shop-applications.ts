import {
  applicationPageSchema,
  type ApplicationPage,
  type ShopApplicationStatus,
} from '@vitrine/contracts/onboarding';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { APPLICATION_TAG, onboardingApi } from './onboarding-api.ts';

const applicationsApi = onboardingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/shops/applications (admins): one status, oldest submission first. */
    getShopApplications: build.query<
      ApplicationPage,
      { status: ShopApplicationStatus; page: number; limit: number }
    >({
      query: (args) => `/v1/admin/shops/applications?${toQueryString(args)}`,
      ...checkedResponse(applicationPageSchema),
      providesTags: [APPLICATION_TAG],
    }),
  }),
});

export const { useGetShopApplicationsQuery } = applicationsApi;
