import {
  supportPageSchema,
  type SupportPage,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { supportApi } from './support-api.ts';

export type SupportFilters = {
  searchKey?: string;
  status?: SupportStatus;
  fromDate?: string;
  toDate?: string;
};

const listSupportsApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /supports: my requests, newest first, filtered. */
    listSupports: build.query<SupportPage, SupportFilters & { page: number; limit: number }>({
      query: (args) => `/v1/supports?${toQueryString(args)}`,
      ...checkedResponse(supportPageSchema),
      providesTags: ['Support'],
    }),
  }),
});

export const { useListSupportsQuery } = listSupportsApi;
