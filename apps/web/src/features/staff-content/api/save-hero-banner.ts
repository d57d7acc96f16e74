import type { CreateHeroBannerInput } from '@vitrine/contracts/staff-content';
import { staffContentApi } from './staff-content-api.ts';

const saveApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/hero-banners (no id) or PATCH /admin/hero-banners/{id}; audited. */
    saveHeroBanner: build.mutation<unknown, { id?: string; body: Partial<CreateHeroBannerInput> }>({
      query: ({ id, body }) =>
        id
          ? { url: `/v1/admin/hero-banners/${id}`, method: 'PATCH', body }
          : { url: '/v1/admin/hero-banners', method: 'POST', body },
      invalidatesTags: ['StaffBanner'],
    }),
  }),
});

export const { useSaveHeroBannerMutation } = saveApi;
