import { staffContentApi } from './staff-content-api.ts';

const deleteApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /admin/hero-banners/{id}; audited. */
    deleteHeroBanner: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/v1/admin/hero-banners/${id}`, method: 'DELETE' }),
      invalidatesTags: ['StaffBanner'],
    }),
  }),
});

export const { useDeleteHeroBannerMutation } = deleteApi;
