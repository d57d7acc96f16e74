import { usedCreditsPageSchema, type UsedCreditsQuery } from '@vitrine/contracts/credits';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

export type UsedCreditsArgs = Omit<UsedCreditsQuery, 'download'>;

const getUsedCreditsApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/user/used-credits: what credits paid for, newest first, and the total used. */
    getUsedCredits: build.query({
      query: (args: UsedCreditsArgs) => ({ url: '/v1/user/used-credits', params: args }),
      ...checkedResponse(usedCreditsPageSchema),
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetUsedCreditsQuery } = getUsedCreditsApi;
