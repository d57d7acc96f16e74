import { offerPageSchema, type OfferPage } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

export const PREMIUM_OFFER_COUNT = 6;

const premiumOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /offers/premium-offers: premium offers valid now (the home page strip). */
    getPremiumOffers: build.query<OfferPage, void>({
      query: () => `/v1/offers/premium-offers?limit=${PREMIUM_OFFER_COUNT}`,
      ...checkedResponse(offerPageSchema),
    }),
  }),
});

export const { useGetPremiumOffersQuery } = premiumOffersApi;
