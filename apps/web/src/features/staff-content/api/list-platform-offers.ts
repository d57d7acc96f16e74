import { platformOfferPageSchema, type PlatformOfferPage } from '@vitrine/contracts/staff-content';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffContentApi } from './staff-content-api.ts';

const offersApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /admin/offers: the platform's offers, searched with `offerSearchKey` (kept in the
     * employee slice).
     */
    listPlatformOffers: build.query<
      PlatformOfferPage,
      { offerSearchKey: string; status: 'active' | 'archived' | 'any'; page: number; limit: number }
    >({
      query: (args) => `/v1/admin/offers?${toQueryString(args)}`,
      ...checkedResponse(platformOfferPageSchema),
      providesTags: ['StaffOffer'],
    }),
  }),
});

export const { useListPlatformOffersQuery } = offersApi;
