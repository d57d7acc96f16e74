import { creditAdjustmentResultSchema, type CreditAdjustment } from '@vitrine/contracts/staff';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

type CreditAdjustmentResult = z.infer<typeof creditAdjustmentResultSchema>;

const adjustApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /admin/users/{id}/credits: grants (amount > 0) or takes (amount < 0) with a reason;
     * 409 naming `amount` when a take would go below zero, and then nothing is written.
     */
    adjustCredits: build.mutation<CreditAdjustmentResult, CreditAdjustment & { userId: string }>({
      query: ({ userId, ...body }) => ({
        url: `/v1/admin/users/${encodeURIComponent(userId)}/credits`,
        method: 'POST',
        body,
      }),
      ...checkedResponse(creditAdjustmentResultSchema),
      invalidatesTags: ['StaffUser', 'AuditLog'],
    }),
  }),
});

export const { useAdjustCreditsMutation } = adjustApi;
