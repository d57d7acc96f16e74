import {
  meetingPageSchema,
  type BookingStatus,
  type MeetingPage,
} from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

/** The customer's two lists: meetings they booked, and meetings others invited them to. */
export type MeetingListName = 'mine' | 'invitations';

export type MeetingListArgs = {
  list: MeetingListName;
  when: 'upcoming' | 'past' | 'all';
  status?: BookingStatus;
  searchKey?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
};

export const meetingListPaths: Record<MeetingListName, string> = {
  mine: '/v1/user/meetings',
  invitations: '/v1/user/meetings/invitations',
};

/** The query string of a list (without undefined filters), shared with the download. */
export const meetingListParams = ({
  list: _list,
  ...args
}: Omit<MeetingListArgs, 'page' | 'limit'> & Partial<MeetingListArgs>) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  );

const listMeetingsApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/meetings or /user/meetings/invitations: one page, filtered. */
    listMeetings: build.query<MeetingPage, MeetingListArgs>({
      query: (args) => ({ url: meetingListPaths[args.list], params: meetingListParams(args) }),
      ...checkedResponse(meetingPageSchema),
      providesTags: ['Meeting'],
    }),
  }),
});

export const { useListMeetingsQuery } = listMeetingsApi;
