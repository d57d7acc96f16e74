import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { stitchingApi } from './stitching-api.ts';

type SavedFile = { fileName: string; bytes: number };

const downloadStitchingInvoicePdfApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** One stitching invoice as a PDF (…/{id}/invoice.pdf), with the bearer token. */
    downloadStitchingInvoicePdf: build.mutation<SavedFile, { invoiceId: string; number: string }>({
      query: ({ invoiceId, number }) => ({
        url: `/v1/stitching-service-invoices/${encodeURIComponent(invoiceId)}/invoice.pdf`,
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const blob = await response.blob();
          const fileName =
            fileNameFromDisposition(response.headers.get('content-disposition')) ??
            `stitching-invoice-${number}.pdf`;
          saveFile(blob, fileName);
          return { fileName, bytes: blob.size };
        },
      }),
    }),
  }),
});

export const { useDownloadStitchingInvoicePdfMutation } = downloadStitchingInvoicePdfApi;
