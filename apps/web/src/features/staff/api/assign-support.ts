import {
  adminSupportRequestDetailSchema,
  type AdminSupportRequestDetail,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const assignApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /admin/supports/{id}/assignee: a member of the desk, or null for nobody; audited. */
    assignSupport: build.mutation<
      AdminSupportRequestDetail,
      { id: string; assigneeId: string | null }
    >({
      query: ({ id, assigneeId }) => ({
        url: `/v1/admin/supports/${encodeURIComponent(id)}/assignee`,
        method: 'PUT',
        body: { assigneeId },
      }),
      ...checkedResponse(adminSupportRequestDetailSchema),
      invalidatesTags: ['StaffSupport', 'AuditLog'],
    }),
  }),
});

export const { useAssignSupportMutation } = assignApi;
