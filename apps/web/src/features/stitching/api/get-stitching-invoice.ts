import {
  stitchingInvoiceDetailSchema,
  type StitchingInvoiceDetail,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { stitchingApi } from './stitching-api.ts';

const getStitchingInvoiceApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /stitching-service-invoices/{id}: one of the customer's invoices, with its stages. */
    getStitchingInvoice: build.query<StitchingInvoiceDetail, string>({
      query: (id) => `/v1/stitching-service-invoices/${encodeURIComponent(id)}`,
      ...checkedResponse(stitchingInvoiceDetailSchema),
      providesTags: (_result, _error, id) => [{ type: 'StitchingInvoice', id }],
    }),
  }),
});

export const { useGetStitchingInvoiceQuery } = getStitchingInvoiceApi;
