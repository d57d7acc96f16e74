import {
  supportRequestDetailSchema,
  type SupportRequestDetail,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const statusApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /admin/supports/{id}: moves the request on (409 for a change its state forbids). */
    setSupportStatus: build.mutation<SupportRequestDetail, { id: string; status: SupportStatus }>({
      query: ({ id, status }) => ({
        url: `/v1/admin/supports/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      ...checkedResponse(supportRequestDetailSchema),
      invalidatesTags: ['StaffSupport'],
    }),
  }),
});

export const { useSetSupportStatusMutation } = statusApi;
