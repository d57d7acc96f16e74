import {
  adminSupportRequestDetailSchema,
  type AdminSupportRequestDetail,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const requestApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/supports/{id}: one request with its conversation. */
    getSupportRequest: build.query<AdminSupportRequestDetail, string>({
      query: (id) => `/v1/admin/supports/${encodeURIComponent(id)}`,
      ...checkedResponse(adminSupportRequestDetailSchema),
      providesTags: ['StaffSupport'],
    }),
  }),
});

export const { useGetSupportRequestQuery } = requestApi;
