import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { earningsApi, presentParams, type SavedFile } from './earnings-api.ts';
import type { EarningsFilters } from './get-earnings.ts';

const downloadEarningsApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole filtered ledger as CSV or XLSX (the server's `download=`), with the bearer token. */
    downloadEarnings: build.mutation<SavedFile, EarningsFilters & { format: DownloadFormat }>({
      query: ({ format, ...filters }) => ({
        url: '/v1/vendor/earnings',
        params: { ...presentParams(filters), download: format },
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const blob = await response.blob();
          const fileName =
            fileNameFromDisposition(response.headers.get('content-disposition')) ??
            `earnings.${format}`;
          saveFile(blob, fileName);
          return { fileName, bytes: blob.size };
        },
      }),
    }),
  }),
});

export const { useDownloadEarningsMutation } = downloadEarningsApi;
