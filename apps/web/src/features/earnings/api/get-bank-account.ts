import { bankAccountAnswerSchema, type BankAccountAnswer } from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi } from './earnings-api.ts';

const getBankAccountApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/bank-account: the shop's payout account, masked, or null. */
    getBankAccount: build.query<BankAccountAnswer, { shopId: string }>({
      query: ({ shopId }) => ({ url: '/v1/vendor/bank-account', params: { shopId } }),
      ...checkedResponse(bankAccountAnswerSchema),
      providesTags: ['BankAccount'],
    }),
  }),
});

export const { useGetBankAccountQuery } = getBankAccountApi;
