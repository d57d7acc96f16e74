import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { meetingListParams, meetingListPaths, type MeetingListArgs } from './list-meetings.ts';
import { meetingsApi } from './meetings-api.ts';

export type DownloadMeetingsArgs = Omit<MeetingListArgs, 'page' | 'limit'> & {
  format: DownloadFormat;
};

type SavedFile = { fileName: string; bytes: number };

const saveAttachment =
  ({ list, format }: DownloadMeetingsArgs) =>
  async (response: Response): Promise<SavedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => undefined);
    const blob = await response.blob();
    const fallback = list === 'mine' ? 'meetings' : 'meeting-invitations';
    const fileName =
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      `${fallback}.${format}`;
    saveFile(blob, fileName);
    return { fileName, bytes: blob.size };
  };

const downloadMeetingsApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole filtered list as CSV or XLSX (the server's `download=`), with the bearer token. */
    downloadMeetings: build.mutation<SavedFile, DownloadMeetingsArgs>({
      query: ({ format, ...args }) => ({
        url: meetingListPaths[args.list],
        params: { ...meetingListParams(args), download: format },
        responseHandler: saveAttachment({ format, ...args }),
        cache: 'no-store',
      }),
    }),
  }),
});

export const { useDownloadMeetingsMutation } = downloadMeetingsApi;
