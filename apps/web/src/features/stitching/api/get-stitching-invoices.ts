import {
  stitchingInvoicePageSchema,
  type StitchingInvoicePage,
  type StitchingPaymentStatus,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { stitchingApi } from './stitching-api.ts';

export type StitchingInvoiceFilters = {
  searchKey?: string;
  paymentStatus?: StitchingPaymentStatus;
  fromDate?: string;
  toDate?: string;
};

const getStitchingInvoicesApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /stitching-service-invoices: the customer's invoices with the list's filters. */
    getStitchingInvoices: build.query<
      StitchingInvoicePage,
      StitchingInvoiceFilters & { page: number; limit: number }
    >({
      query: (args) => `/v1/stitching-service-invoices?${toQueryString(args)}`,
      ...checkedResponse(stitchingInvoicePageSchema),
      providesTags: ['StitchingInvoice'],
    }),
  }),
});

export const { useGetStitchingInvoicesQuery } = getStitchingInvoicesApi;
