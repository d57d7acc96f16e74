import { signedInSessionListSchema, type SignedInSession } from '@vitrine/contracts/sessions';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { profileApi, SESSIONS_TAG } from './profile-api.ts';

const listSessionsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/sessions: where I am signed in, this device first. */
    listSessions: build.query<{ items: SignedInSession[] }, void>({
      query: () => ({ url: '/v1/user/sessions' }),
      ...checkedResponse(signedInSessionListSchema),
      providesTags: [SESSIONS_TAG],
    }),
  }),
});

export const { useListSessionsQuery } = listSessionsApi;
