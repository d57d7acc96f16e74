import type { CreditEntryKind } from '@vitrine/contracts/credits';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
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

/** Saved under the server's file name, or the list's own when it gives none. */
const saveAttachment = ({ list, format }: DownloadCreditsListArgs) =>
  saveAttachmentAs(`${fallbackNames[list]}.${format}`);

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
