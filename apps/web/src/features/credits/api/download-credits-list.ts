import type { CreditEntryKind } from '@vitrine/contracts/credits';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { creditsApi } from './credits-api.ts';

export type CreditsListName = 'history' | 'used';

export type DownloadCreditsListArgs = {
  list: CreditsListName;
  format: DownloadFormat;
  /** History only: the same kind filter as the list on screen. */
  kind?: CreditEntryKind;
};

const paths: Record<CreditsListName, string> = {
  history: '/v1/user/credits',
  used: '/v1/user/used-credits',
};

const fallbackNames: Record<CreditsListName, string> = {
  history: 'credit-history',
  used: 'used-credits',
};

type SavedFile = { fileName: string; bytes: number };

/**
 * Reads the answer: an attachment is saved at once (only its name and size go into the store,
 * which keeps no Blobs); an error answer is parsed as the API's error body.
 */
const saveAttachment =
  ({ list, format }: DownloadCreditsListArgs) =>
  async (response: Response): Promise<SavedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => undefined);
    const blob = await response.blob();
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      `${fallbackNames[list]}.${format}`;
    saveFile(blob, fileName);
    return { fileName, bytes: blob.size };
  };

const downloadCreditsListApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The whole history or used-credits list as CSV or XLSX (`download=`), through the api
     * slice so the bearer token, a refreshed token and an expired session are handled as for
     * any call.
     */
    downloadCreditsList: build.mutation<SavedFile, DownloadCreditsListArgs>({
      query: (args) => ({
        url: paths[args.list],
        params:
          args.list === 'history' && args.kind
            ? { download: args.format, kind: args.kind }
            : { download: args.format },
        responseHandler: saveAttachment(args),
        cache: 'no-store',
      }),
    }),
  }),
});

export const { useDownloadCreditsListMutation } = downloadCreditsListApi;
