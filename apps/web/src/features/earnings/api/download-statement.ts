import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { earningsApi, type SavedFile } from './earnings-api.ts';

const downloadStatementApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/earnings/statement?month=&download=pdf: the month's statement as a PDF. */
    downloadStatement: build.mutation<SavedFile, { shopId: string; month: string }>({
      query: ({ shopId, month }) => ({
        url: '/v1/vendor/earnings/statement',
        params: { shopId, month, download: 'pdf' },
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const blob = await response.blob();
          const fileName =
            fileNameFromDisposition(response.headers.get('content-disposition')) ??
            `statement-${month}.pdf`;
          saveFile(blob, fileName);
          return { fileName, bytes: blob.size };
        },
      }),
    }),
  }),
});

export const { useDownloadStatementMutation } = downloadStatementApi;
