import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { stitchingApi } from './stitching-api.ts';

const downloadStitchingInvoicePdfApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** One stitching invoice as a PDF (…/{id}/invoice.pdf), with the bearer token. */
    downloadStitchingInvoicePdf: build.mutation<SavedFile, { invoiceId: string; number: string }>({
      query: ({ invoiceId, number }) => ({
        url: `/v1/stitching-service-invoices/${encodeURIComponent(invoiceId)}/invoice.pdf`,
        cache: 'no-store',
        responseHandler: saveAttachmentAs(`stitching-invoice-${number}.pdf`),
      }),
    }),
  }),
});

export const { useDownloadStitchingInvoicePdfMutation } = downloadStitchingInvoicePdfApi;
