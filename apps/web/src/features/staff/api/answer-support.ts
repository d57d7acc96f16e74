import {
  adminSupportRequestDetailSchema,
  type StaffReplyInput,
  type AdminSupportRequestDetail,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const answerApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/supports/{id}/messages: a staff answer; the customer is notified and mailed. */
    answerSupport: build.mutation<AdminSupportRequestDetail, StaffReplyInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/v1/admin/supports/${encodeURIComponent(id)}/messages`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(adminSupportRequestDetailSchema),
      invalidatesTags: ['StaffSupport'],
    }),
  }),
});

export const { useAnswerSupportMutation } = answerApi;
