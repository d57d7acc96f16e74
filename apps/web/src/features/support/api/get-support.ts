import { supportRequestDetailSchema, type SupportRequestDetail } from '@vitrine/contracts/support';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const getSupportApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /supports/{id}: one of my requests with its thread. */
    getSupport: build.query<SupportRequestDetail, string>({
      query: (id) => `/v1/supports/${id}`,
      ...checkedResponse(supportRequestDetailSchema),
      providesTags: ['Support'],
    }),
  }),
});

export const { useGetSupportQuery } = getSupportApi;
