import {
  ownerOfferPageSchema,
  type OwnerListQuery,
  type OwnerOfferPage,
} from '@vitrine/contracts/shop-catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { OWNER_OFFERS_TAG, shopCatalogueApi } from './shop-catalogue-api.ts';

const ownerOffersApi = shopCatalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/offers?shopId=: my shop's offers, any window, active and archived. */
    getOwnerOffers: build.query<OwnerOfferPage, OwnerListQuery>({
      query: (query) => `/v1/vendor/offers?${toQueryString(query)}`,
      ...checkedResponse(ownerOfferPageSchema),
      providesTags: [OWNER_OFFERS_TAG],
    }),
  }),
});

export const { useGetOwnerOffersQuery } = ownerOffersApi;
