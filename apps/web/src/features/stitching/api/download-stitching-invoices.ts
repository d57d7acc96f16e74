import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import type { StitchingInvoiceFilters } from './get-stitching-invoices.ts';
import { stitchingApi } from './stitching-api.ts';

type SavedFile = { fileName: string; bytes: number };

const downloadStitchingInvoicesApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole filtered list as CSV or XLSX (`download=`), with the bearer token. */
    downloadStitchingInvoices: build.mutation<
      SavedFile,
      StitchingInvoiceFilters & { format: DownloadFormat }
    >({
      query: ({ format, ...filters }) => ({
        url: `/v1/stitching-service-invoices?${toQueryString({ ...filters, download: format })}`,
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const blob = await response.blob();
          const fileName =
            fileNameFromDisposition(response.headers.get('content-disposition')) ??
            `stitching-invoices.${format}`;
          saveFile(blob, fileName);
          return { fileName, bytes: blob.size };
        },
      }),
    }),
  }),
});

export const { useDownloadStitchingInvoicesMutation } = downloadStitchingInvoicesApi;
