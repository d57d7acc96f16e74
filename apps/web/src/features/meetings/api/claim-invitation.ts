import { bookingSchema, type ClaimInvitationInput } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const claimInvitationApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /user/meetings/invitations/claim: the attendee link opened signed in, so the
     * invitation is listed under this account's invitations whatever its email.
     */
    claimInvitation: build.mutation({
      query: (body: ClaimInvitationInput) => ({
        url: '/v1/user/meetings/invitations/claim',
        method: 'POST',
        body,
      }),
      ...checkedResponse(bookingSchema),
      invalidatesTags: ['Meeting'],
    }),
  }),
});

export const { useClaimInvitationMutation } = claimInvitationApi;
