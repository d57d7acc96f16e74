import { addressSchema, type Address, type AddressInput } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ADDRESSES_TAG, addressesApi } from './addresses-api.ts';

const addAddressApi = addressesApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/address: my first address becomes the default. */
    addAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: '/v1/user/address', method: 'POST', body }),
      ...checkedResponse(addressSchema),
      invalidatesTags: [ADDRESSES_TAG],
    }),
  }),
});

export const { useAddAddressMutation } = addAddressApi;
