import { offerPageSchema, type OfferPage, type OffersQuery } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';

export type GetOffersArgs = Omit<OffersQuery, 'download'>;

const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /offers: offers valid now, by the platform or shops (searchKey, offeror, vendorId). */
    getOffers: build.query<OfferPage, GetOffersArgs>({
      query: (args) => `/v1/offers?${toQueryString(args)}`,
      ...checkedResponse(offerPageSchema),
    }),
  }),
});

export const { useGetOffersQuery } = offersApi;
