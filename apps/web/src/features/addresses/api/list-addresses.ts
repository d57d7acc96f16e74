import { addressListSchema, type Address } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ADDRESSES_TAG, addressesApi } from './addresses-api.ts';

const listAddressesApi = addressesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/address: my addresses, the default first. */
    listAddresses: build.query<{ items: Address[] }, void>({
      query: () => ({ url: '/v1/user/address' }),
      ...checkedResponse(addressListSchema),
      providesTags: [ADDRESSES_TAG],
    }),
  }),
});

export const { useListAddressesQuery } = listAddressesApi;
