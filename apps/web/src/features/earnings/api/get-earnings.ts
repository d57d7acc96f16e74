import {
  earningsPageSchema,
  type EarningKind,
  type EarningsPage,
  type EarningState,
} from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi, presentParams } from './earnings-api.ts';

export type EarningsFilters = {
  shopId: string;
  kind?: EarningKind;
  state?: EarningState;
  fromDate?: string;
  toDate?: string;
};

const getEarningsApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/earnings: the shop's balances and one page of its ledger, filtered. */
    getEarnings: build.query<EarningsPage, EarningsFilters & { page: number; limit: number }>({
      query: (args) => ({ url: '/v1/vendor/earnings', params: presentParams(args) }),
      ...checkedResponse(earningsPageSchema),
      providesTags: ['Earnings'],
    }),
  }),
});

export const { useGetEarningsQuery } = getEarningsApi;
