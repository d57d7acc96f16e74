import {
  supportRequestDetailSchema,
  type CreateSupportInput,
  type SupportRequestDetail,
} from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const createSupportApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /supports: a new request. */
    createSupport: build.mutation<SupportRequestDetail, CreateSupportInput>({
      query: (body) => ({ url: '/v1/supports', method: 'POST', body }),
      ...checkedResponse(supportRequestDetailSchema),
      invalidatesTags: ['Support'],
    }),
  }),
});

export const { useCreateSupportMutation } = createSupportApi;
