import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { orderListParams, type OrderListFilters } from './list-orders.ts';
import { orderBase, ordersApi } from './orders-api.ts';

export type DownloadOrdersArgs = OrderListFilters & { format: DownloadFormat };

type SavedFile = { fileName: string; bytes: number };

const saveAttachment =
  (format: DownloadFormat) =>
  async (response: Response): Promise<SavedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => undefined);
    const blob = await response.blob();
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ?? `orders.${format}`;
    saveFile(blob, fileName);
    return { fileName, bytes: blob.size };
  };

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
