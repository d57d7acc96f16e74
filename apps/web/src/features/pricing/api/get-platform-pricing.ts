import { platformPricingSchema, type PlatformPricing } from '@vitrine/contracts/pricing';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const getPlatformPricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/v1/settings/pricing (public): what the server charges and promises. It changes
     * only with the server's configuration, so one answer serves every page for ten minutes.
     */
    getPlatformPricing: build.query<PlatformPricing, void>({
      query: () => ({ url: '/v1/settings/pricing' }),
      ...checkedResponse(platformPricingSchema),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetPlatformPricingQuery } = getPlatformPricingApi;
