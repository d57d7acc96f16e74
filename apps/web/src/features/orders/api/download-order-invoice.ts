import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { orderBase, ordersApi } from './orders-api.ts';

type SavedFile = { fileName: string; bytes: number };

const downloadOrderInvoiceApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's invoice as a PDF (GET /user/orders/{id}/invoice.pdf), with the bearer token. */
    downloadOrderInvoice: build.mutation<SavedFile, { orderId: string; number: string }>({
      query: ({ orderId, number }) => ({
        url: `${orderBase.customer}/${encodeURIComponent(orderId)}/invoice.pdf`,
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const blob = await response.blob();
          const fileName =
            fileNameFromDisposition(response.headers.get('content-disposition')) ??
            `invoice-${number}.pdf`;
          saveFile(blob, fileName);
          return { fileName, bytes: blob.size };
        },
      }),
    }),
  }),
});

export const { useDownloadOrderInvoiceMutation } = downloadOrderInvoiceApi;
