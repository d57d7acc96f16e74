import { staffUserListSchema, type StaffUserView } from '@vitrine/contracts/staff';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const lookupApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/users?searchKey= (credits area): up to 20 users with bookings, orders and credits. */
    lookupUsers: build.query<{ items: StaffUserView[] }, string>({
      query: (searchKey) => `/v1/admin/users?searchKey=${encodeURIComponent(searchKey)}`,
      ...checkedResponse(staffUserListSchema),
      providesTags: ['StaffUser'],
    }),
  }),
});

export const { useLookupUsersQuery } = lookupApi;
