import { staffContentApi } from './staff-content-api.ts';

const archiveApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/offers/{id}/archive or /restore: off every public list, or back; audited. */
    archivePlatformOffer: build.mutation<unknown, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `/v1/admin/offers/${id}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      invalidatesTags: ['StaffOffer'],
    }),
  }),
});

export const { useArchivePlatformOfferMutation } = archiveApi;
