import {
  stitchingInvoiceDetailSchema,
  stitchingInvoicePageSchema,
  type CreateStitchingInvoiceInput,
  type StitchingInvoiceDetail,
  type StitchingInvoicePage,
  type VendorInvoiceAction,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { stitchingApi } from './stitching-api.ts';

/** The console's side: the shop's invoices, sending one, and the shop's changes to one. */
const shopStitchingInvoicesApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    getShopStitchingInvoices: build.query<
      StitchingInvoicePage,
      { shopId: string; page: number; limit: number }
    >({
      query: (args) => `/v1/vendor/stitching-service-invoices?${toQueryString(args)}`,
      ...checkedResponse(stitchingInvoicePageSchema),
      providesTags: ['StitchingInvoice'],
    }),
    sendStitchingInvoice: build.mutation<StitchingInvoiceDetail, CreateStitchingInvoiceInput>({
      query: (body) => ({ url: '/v1/vendor/stitching-service-invoices', method: 'POST', body }),
      ...checkedResponse(stitchingInvoiceDetailSchema),
      invalidatesTags: ['StitchingInvoice'],
    }),
    updateShopStitchingInvoice: build.mutation<
      StitchingInvoiceDetail,
      { id: string; action: VendorInvoiceAction }
    >({
      query: ({ id, action }) => ({
        url: `/v1/vendor/stitching-service-invoices/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: action,
      }),
      ...checkedResponse(stitchingInvoiceDetailSchema),
      invalidatesTags: ['StitchingInvoice'],
    }),
  }),
});

export const {
  useGetShopStitchingInvoicesQuery,
  useSendStitchingInvoiceMutation,
  useUpdateShopStitchingInvoiceMutation,
} = shopStitchingInvoicesApi;
