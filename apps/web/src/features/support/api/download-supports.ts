import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import type { SupportFilters } from './list-supports.ts';
import { supportApi } from './support-api.ts';

type SavedFile = { fileName: string; bytes: number };

const saveAttachment =
  (format: DownloadFormat) =>
  async (response: Response): Promise<SavedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => undefined);
    const blob = await response.blob();
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      `support-requests.${format}`;
    saveFile(blob, fileName);
    return { fileName, bytes: blob.size };
  };

const downloadSupportsApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /supports?download=: the whole filtered list as CSV or XLSX. */
    downloadSupports: build.mutation<SavedFile, SupportFilters & { format: DownloadFormat }>({
      query: ({ format, ...filters }) => ({
        url: '/v1/supports',
        params: {
          ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
          download: format,
        },
        responseHandler: saveAttachment(format),
        cache: 'no-store',
      }),
    }),
  }),
});

export const { useDownloadSupportsMutation } = downloadSupportsApi;
