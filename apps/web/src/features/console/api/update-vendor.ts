import { shopSchema, type Shop } from '@vitrine/contracts/catalogue';
import type { UpdateVendorInput } from '@vitrine/contracts/shop-console';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi, MY_SHOPS_TAG } from './console-api.ts';

export { updateVendorInputSchema, type UpdateVendorInput } from '@vitrine/contracts/shop-console';

const updateVendorApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /vendor/updateVendor: the owner's edits of the shop's profile and pictures. */
    updateVendor: build.mutation<Shop, UpdateVendorInput & { shopId: string }>({
      query: (body) => ({ url: '/v1/vendor/updateVendor', method: 'PATCH', body }),
      ...checkedResponse(shopSchema),
      invalidatesTags: (_result, _error, { shopId }) => [
        { type: 'ConsoleShop', id: shopId },
        MY_SHOPS_TAG,
      ],
    }),
  }),
});

export const { useUpdateVendorMutation } = updateVendorApi;
