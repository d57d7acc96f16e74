import { ADDRESSES_TAG, addressesApi } from './addresses-api.ts';

const deleteAddressApi = addressesApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /user/address/{id}: deleting the default makes the newest one the default. */
    deleteAddress: build.mutation<null, string>({
      query: (id) => ({ url: `/v1/user/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [ADDRESSES_TAG],
    }),
  }),
});

export const { useDeleteAddressMutation } = deleteAddressApi;
