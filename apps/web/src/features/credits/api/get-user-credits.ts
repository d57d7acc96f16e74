import { userCreditsSchema, type UserCreditsQuery } from '@vitrine/contracts/credits';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

export type UserCreditsArgs = Omit<UserCreditsQuery, 'download'>;

const getUserCreditsApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/user/credits: the balance, what expires soon, and one page of the ledger. */
    getUserCredits: build.query({
      query: ({ kind, ...page }: UserCreditsArgs) => ({
        url: '/v1/user/credits',
        params: kind ? { ...page, kind } : page,
      }),
      ...checkedResponse(userCreditsSchema),
      providesTags: ['Credits'],
    }),
  }),
});

export const { useGetUserCreditsQuery } = getUserCreditsApi;
