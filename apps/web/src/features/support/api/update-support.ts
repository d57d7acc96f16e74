import {
  supportRequestDetailSchema,
  type SupportRequestDetail,
  type UpdateSupportInput,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const updateSupportApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /supports/{id}: edit while open, write, close or reopen. */
    updateSupport: build.mutation<SupportRequestDetail, { id: string } & UpdateSupportInput>({
      query: ({ id, ...body }) => ({ url: `/v1/supports/${id}`, method: 'PATCH', body }),
      ...checkedResponse(supportRequestDetailSchema),
      invalidatesTags: ['Support'],
    }),
  }),
});

export const { useUpdateSupportMutation } = updateSupportApi;
