import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { meetingListParams, meetingListPaths, type MeetingListArgs } from './list-meetings.ts';
import { meetingsApi } from './meetings-api.ts';

export type DownloadMeetingsArgs = Omit<MeetingListArgs, 'page' | 'limit'> & {
  format: DownloadFormat;
};

const saveAttachment = ({ list, format }: DownloadMeetingsArgs) =>
  saveAttachmentAs(`${list === 'mine' ? 'meetings' : 'meeting-invitations'}.${format}`);

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
