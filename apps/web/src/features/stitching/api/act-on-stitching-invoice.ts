import {
  customerInvoiceActionResultSchema,
  type CustomerInvoiceAction,
  type CustomerInvoiceActionResult,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { stitchingApi } from './stitching-api.ts';

const actOnStitchingInvoiceApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /stitching-service-invoices/{id}: approve, request a revision, or start paying. */
    actOnStitchingInvoice: build.mutation<
      CustomerInvoiceActionResult,
      { id: string; action: CustomerInvoiceAction }
    >({
      query: ({ id, action }) => ({
        url: `/v1/stitching-service-invoices/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: action,
      }),
      ...checkedResponse(customerInvoiceActionResultSchema),
      invalidatesTags: ['StitchingInvoice'],
    }),
  }),
});

export const { useActOnStitchingInvoiceMutation } = actOnStitchingInvoiceApi;
