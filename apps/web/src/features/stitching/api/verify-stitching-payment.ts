import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import {
  stitchingInvoiceDetailSchema,
  type StitchingInvoiceDetail,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { stitchingApi } from './stitching-api.ts';

const verifyStitchingPaymentApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /stitching-service-invoices/{id}/pay/verify: safe to repeat (settled once). */
    verifyStitchingPayment: build.mutation<
      StitchingInvoiceDetail,
      { id: string; fields: VerifyCreditPaymentInput }
    >({
      query: ({ id, fields }) => ({
        url: `/v1/stitching-service-invoices/${encodeURIComponent(id)}/pay/verify`,
        method: 'POST',
        body: fields,
      }),
      ...checkedResponse(stitchingInvoiceDetailSchema),
      invalidatesTags: ['StitchingInvoice'],
    }),
  }),
});

export const { useVerifyStitchingPaymentMutation } = verifyStitchingPaymentApi;
