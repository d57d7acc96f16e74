import {
  supportPageSchema,
  type SupportPage,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffApi } from './staff-api.ts';

export type SupportQueueQuery = {
  status?: SupportStatus;
  missed?: 'true' | 'false';
  searchKey?: string;
  page: number;
  limit: number;
};

const queueApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/supports?sort=due: unanswered requests first, the earliest response target first. */
    getSupportQueue: build.query<SupportPage, SupportQueueQuery>({
      query: (args) => `/v1/admin/supports?${toQueryString({ ...args, sort: 'due' })}`,
      ...checkedResponse(supportPageSchema),
      providesTags: ['StaffSupport'],
    }),
  }),
});

export const { useGetSupportQueueQuery } = queueApi;
