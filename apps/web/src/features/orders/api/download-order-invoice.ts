import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { orderBase, ordersApi } from './orders-api.ts';

const downloadOrderInvoiceApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's invoice as a PDF (GET /user/orders/{id}/invoice.pdf), with the bearer token. */
    downloadOrderInvoice: build.mutation<SavedFile, { orderId: string; number: string }>({
      query: ({ orderId, number }) => ({
        url: `${orderBase.customer}/${encodeURIComponent(orderId)}/invoice.pdf`,
        cache: 'no-store',
        responseHandler: saveAttachmentAs(`invoice-${number}.pdf`),
      }),
    }),
  }),
});

export const { useDownloadOrderInvoiceMutation } = downloadOrderInvoiceApi;
