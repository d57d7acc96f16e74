import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { orderListParams, type OrderListFilters } from './list-orders.ts';
import { orderBase, ordersApi } from './orders-api.ts';

export type DownloadOrdersArgs = OrderListFilters & { format: DownloadFormat };

const saveAttachment = (format: DownloadFormat) => saveAttachmentAs(`orders.${format}`);

const downloadOrdersApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole filtered list as CSV or XLSX (the server's `download=`), with the bearer token. */
    downloadOrders: build.mutation<SavedFile, DownloadOrdersArgs>({
      query: ({ format, ...args }) => ({
        url: orderBase[args.side],
        params: { ...orderListParams(args), download: format },
        responseHandler: saveAttachment(format),
        cache: 'no-store',
      }),
    }),
  }),
});

export const { useDownloadOrdersMutation } = downloadOrdersApi;
