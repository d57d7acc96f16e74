import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import type { StitchingInvoiceFilters } from './get-stitching-invoices.ts';
import { stitchingApi } from './stitching-api.ts';

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
        responseHandler: saveAttachmentAs(`stitching-invoices.${format}`),
      }),
    }),
  }),
});

export const { useDownloadStitchingInvoicesMutation } = downloadStitchingInvoicesApi;
