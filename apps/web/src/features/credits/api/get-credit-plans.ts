import { creditPlanPageSchema, type CreditPlanListQuery } from '@vitrine/contracts/credits';
import { creditsApi } from './credits-api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

type CreditPlansArgs = Pick<CreditPlanListQuery, 'page' | 'limit'>;

/** Every plan on sale fits one page: the API allows 100 a page and sells a handful. */
export const ALL_PLANS: CreditPlansArgs = { page: 1, limit: 100 };

const getCreditPlansApi = creditsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/plans/credits (public): the plans on sale, in display order. */
    getCreditPlans: build.query({
      query: (args: CreditPlansArgs) => ({ url: '/v1/plans/credits', params: args }),
      ...checkedResponse(creditPlanPageSchema),
    }),
  }),
});

export const { useGetCreditPlansQuery } = getCreditPlansApi;
