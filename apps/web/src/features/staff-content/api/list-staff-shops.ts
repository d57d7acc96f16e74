import { staffShopPageSchema, type StaffShopPage } from '@vitrine/contracts/staff-content';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffContentApi } from './staff-content-api.ts';

const shopsApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/shops: suspended ones too; searchKey matches name, slug, city, owner email. */
    listStaffShops: build.query<
      StaffShopPage,
      { searchKey: string; status: 'active' | 'suspended' | 'any'; page: number; limit: number }
    >({
      query: (args) => `/v1/admin/shops?${toQueryString(args)}`,
      ...checkedResponse(staffShopPageSchema),
      providesTags: ['StaffShop'],
    }),
  }),
});

export const { useListStaffShopsQuery } = shopsApi;
