import { meetingPageSchema, type MeetingPage } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const myMeetingsApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/meetings: my latest meetings, for "what is it about?" in a new request. */
    listMyMeetingsForSupport: build.query<MeetingPage, void>({
      query: () => '/v1/user/meetings?when=all&limit=50',
      ...checkedResponse(meetingPageSchema),
    }),
  }),
});

export const { useListMyMeetingsForSupportQuery } = myMeetingsApi;
