import { accountDeletedSchema, type AccountDeleted } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { sessionExpired } from '../../../lib/session-events.ts';
import { profileApi } from './profile-api.ts';

const deleteAccountApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /user/account { password }: the account closes and this session ends with it. */
    deleteAccount: build.mutation<AccountDeleted, { password: string }>({
      query: (body) => ({ url: '/v1/user/account', method: 'DELETE', body }),
      ...checkedResponse(accountDeletedSchema),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
/** What the screen dispatches once the person has read the answer: back to signed out. */
export const accountClosed = sessionExpired;
