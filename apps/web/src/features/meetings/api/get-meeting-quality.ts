import { meetingQualitySchema } from '@vitrine/contracts/meeting-room';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const getMeetingQualityApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/bookings/{id}/quality: each participant's last call-quality report. */
    getMeetingQuality: build.query({
      query: (id: string) => `/v1/vendor/bookings/${encodeURIComponent(id)}/quality`,
      ...checkedResponse(meetingQualitySchema),
      providesTags: (_result, _error, id) => [{ type: 'ShopBooking', id }],
    }),
  }),
});

export const { useGetMeetingQualityQuery } = getMeetingQualityApi;
