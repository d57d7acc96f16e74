import { staffHeroBannerListSchema, type StaffHeroBanner } from '@vitrine/contracts/staff-content';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffContentApi } from './staff-content-api.ts';

const bannersApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/hero-banners: every banner, inactive ones too. */
    listHeroBanners: build.query<{ items: StaffHeroBanner[] }, void>({
      query: () => '/v1/admin/hero-banners',
      ...checkedResponse(staffHeroBannerListSchema),
      providesTags: ['StaffBanner'],
    }),
  }),
});

export const { useListHeroBannersQuery } = bannersApi;
