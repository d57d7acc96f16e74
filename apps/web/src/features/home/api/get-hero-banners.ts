import { heroBannerListSchema } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';
import type { HeroBannerList } from './embedded-hero-banners.ts';

const heroBannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /settings/hero-banners: the active banners in display order. */
    getHeroBanners: build.query<HeroBannerList, void>({
      query: () => '/v1/settings/hero-banners',
      ...checkedResponse(heroBannerListSchema),
    }),
  }),
});

export const { useGetHeroBannersQuery } = heroBannersApi;
