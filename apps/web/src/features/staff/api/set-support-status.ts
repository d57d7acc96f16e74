import {
  adminSupportRequestDetailSchema,
  type AdminSupportRequestDetail,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const statusApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /admin/supports/{id}: moves the request on (409 for a change its state forbids). */
    setSupportStatus: build.mutation<
      AdminSupportRequestDetail,
      { id: string; status: SupportStatus }
    >({
      query: ({ id, status }) => ({
        url: `/v1/admin/supports/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      ...checkedResponse(adminSupportRequestDetailSchema),
      invalidatesTags: ['StaffSupport'],
    }),
  }),
});

export const { useSetSupportStatusMutation } = statusApi;
