import { offerPageSchema, type OfferPage } from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

const offerCountApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /offers?vendorId=&limit=1: only `total` is used (the overview's count). */
    getShopOfferCount: build.query<OfferPage, string>({
      query: (shopId) => `/v1/offers?vendorId=${encodeURIComponent(shopId)}&limit=1`,
      ...checkedResponse(offerPageSchema),
    }),
  }),
});

export const { useGetShopOfferCountQuery } = offerCountApi;
