import { addressSchema, type Address } from '@vitrine/contracts/account';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ADDRESSES_TAG, addressesApi } from './addresses-api.ts';

const markDefaultAddressApi = addressesApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/address/{id}/mark-default. */
    markDefaultAddress: build.mutation<Address, string>({
      query: (id) => ({
        url: `/v1/user/address/${encodeURIComponent(id)}/mark-default`,
        method: 'POST',
      }),
      ...checkedResponse(addressSchema),
      invalidatesTags: [ADDRESSES_TAG],
    }),
  }),
});

export const { useMarkDefaultAddressMutation } = markDefaultAddressApi;
