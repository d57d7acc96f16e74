import { commissionReportSchema, type CommissionReport } from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { earningsApi, type ReportPeriod } from './earnings-api.ts';

const commissionReportApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/earnings/commission-report for the period. */
    getCommissionReport: build.query<CommissionReport, ReportPeriod>({
      query: (period) => `/v1/admin/earnings/commission-report?${toQueryString(period)}`,
      ...checkedResponse(commissionReportSchema),
      providesTags: ['Earnings'],
    }),
  }),
});

export const { useGetCommissionReportQuery } = commissionReportApi;
