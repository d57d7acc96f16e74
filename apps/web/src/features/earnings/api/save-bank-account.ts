import {
  bankAccountAnswerSchema,
  type BankAccountAnswer,
  type BankAccountInput,
} from '@vitrine/contracts/earnings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { earningsApi } from './earnings-api.ts';

const saveBankAccountApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /vendor/bank-account: sets (or replaces) the shop's payout account. */
    saveBankAccount: build.mutation<BankAccountAnswer, BankAccountInput>({
      query: (body) => ({ url: '/v1/vendor/bank-account', method: 'PUT', body }),
      ...checkedResponse(bankAccountAnswerSchema),
      invalidatesTags: ['BankAccount'],
    }),
  }),
});

export const { useSaveBankAccountMutation } = saveBankAccountApi;
