import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import type { SupportFilters } from './list-supports.ts';
import { supportApi } from './support-api.ts';

const saveAttachment = (format: DownloadFormat) => saveAttachmentAs(`support-requests.${format}`);

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
