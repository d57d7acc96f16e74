import {
  adminPayoutPageSchema,
  type AdminPayoutPage,
  type PayoutStatus,
} from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { earningsApi } from './earnings-api.ts';

export type AdminPayoutFilters = {
  status?: PayoutStatus;
  shopId?: string;
  page: number;
  limit: number;
};

const listAdminPayoutsApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/payouts: every shop's payouts, newest first. */
    listAdminPayouts: build.query<AdminPayoutPage, AdminPayoutFilters>({
      query: (args) => `/v1/admin/payouts?${toQueryString(args)}`,
      ...checkedResponse(adminPayoutPageSchema),
      providesTags: ['Payouts'],
    }),
  }),
});

export const { useListAdminPayoutsQuery } = listAdminPayoutsApi;
