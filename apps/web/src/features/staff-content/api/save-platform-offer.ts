import type { CreatePlatformOfferInput } from '@vitrine/contracts/staff-content';
import { staffContentApi } from './staff-content-api.ts';

const saveApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/offers (no id) or PATCH /admin/offers/{id}; audited. */
    savePlatformOffer: build.mutation<
      unknown,
      { id?: string; body: Partial<CreatePlatformOfferInput> }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `/v1/admin/offers/${id}`, method: 'PATCH', body }
          : { url: '/v1/admin/offers', method: 'POST', body },
      invalidatesTags: ['StaffOffer'],
    }),
  }),
});

export const { useSavePlatformOfferMutation } = saveApi;
