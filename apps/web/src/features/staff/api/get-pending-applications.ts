import { applicationPageSchema } from '@vitrine/contracts/onboarding';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const countSchema = applicationPageSchema.pick({ total: true });

const pendingApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many shop applications wait for a decision (GET /admin/shops/applications, one row). */
    getPendingApplicationCount: build.query<z.infer<typeof countSchema>, void>({
      query: () => '/v1/admin/shops/applications?status=pending&page=1&limit=1',
      ...checkedResponse(countSchema),
    }),
  }),
});

export const { useGetPendingApplicationCountQuery } = pendingApi;
