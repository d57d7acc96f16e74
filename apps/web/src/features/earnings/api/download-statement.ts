import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { earningsApi } from './earnings-api.ts';

const downloadStatementApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/earnings/statement?month=&download=pdf: the month's statement as a PDF. */
    downloadStatement: build.mutation<SavedFile, { shopId: string; month: string }>({
      query: ({ shopId, month }) => ({
        url: '/v1/vendor/earnings/statement',
        params: { shopId, month, download: 'pdf' },
        cache: 'no-store',
        responseHandler: saveAttachmentAs(`statement-${month}.pdf`),
      }),
    }),
  }),
});

export const { useDownloadStatementMutation } = downloadStatementApi;
