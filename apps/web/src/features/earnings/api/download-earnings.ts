import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { earningsApi, presentParams } from './earnings-api.ts';
import type { EarningsFilters } from './get-earnings.ts';

const downloadEarningsApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole filtered ledger as CSV or XLSX (the server's `download=`), with the bearer token. */
    downloadEarnings: build.mutation<SavedFile, EarningsFilters & { format: DownloadFormat }>({
      query: ({ format, ...filters }) => ({
        url: '/v1/vendor/earnings',
        params: { ...presentParams(filters), download: format },
        cache: 'no-store',
        responseHandler: saveAttachmentAs(`earnings.${format}`),
      }),
    }),
  }),
});

export const { useDownloadEarningsMutation } = downloadEarningsApi;
