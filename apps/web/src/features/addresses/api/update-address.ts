import { addressSchema, type Address, type AddressInput } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ADDRESSES_TAG, addressesApi } from './addresses-api.ts';

const updateAddressApi = addressesApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /user/address/{id}: the whole address again; a default stays the default. */
    updateAddress: build.mutation<Address, { id: string; address: AddressInput }>({
      query: ({ id, address }) => ({
        url: `/v1/user/address/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: address,
      }),
      ...checkedResponse(addressSchema),
      invalidatesTags: [ADDRESSES_TAG],
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
