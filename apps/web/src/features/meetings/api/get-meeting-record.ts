import { meetingRoomSummarySchema } from '@vitrine/contracts/meeting-room';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const getMeetingRecordApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/bookings/{id}/room: what stays of the call, the pinned products and the chat. */
    getMeetingRecord: build.query({
      query: (id: string) => `/v1/user/bookings/${encodeURIComponent(id)}/room`,
      ...checkedResponse(meetingRoomSummarySchema),
      providesTags: (_result, _error, id) => [{ type: 'Meeting', id }],
    }),
  }),
});

export const { useGetMeetingRecordQuery } = getMeetingRecordApi;
