import { staffCreditPlanListSchema, type StaffCreditPlan } from '@vitrine/contracts/staff-content';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffContentApi } from './staff-content-api.ts';

const plansApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/credit-plans: every plan, archived ones too. */
    listStaffCreditPlans: build.query<{ items: StaffCreditPlan[] }, void>({
      query: () => '/v1/admin/credit-plans',
      ...checkedResponse(staffCreditPlanListSchema),
      providesTags: ['StaffPlan'],
    }),
  }),
});

export const { useListStaffCreditPlansQuery } = plansApi;
