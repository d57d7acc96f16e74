import type { CreateCreditPlanInput } from '@vitrine/contracts/staff-content';
import { staffContentApi } from './staff-content-api.ts';

const saveApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/credit-plans (no id) or PATCH /admin/credit-plans/{id} (`active: false` archives); audited. */
    saveCreditPlan: build.mutation<unknown, { id?: string; body: Partial<CreateCreditPlanInput> }>({
      query: ({ id, body }) =>
        id
          ? { url: `/v1/admin/credit-plans/${id}`, method: 'PATCH', body }
          : { url: '/v1/admin/credit-plans', method: 'POST', body },
      invalidatesTags: ['StaffPlan'],
    }),
  }),
});

export const { useSaveCreditPlanMutation } = saveApi;
