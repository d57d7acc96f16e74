import { shopSchema, type Shop } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/shop/:id` takes a shop id and, for readable links, a shop's slug too. */
export const shopLookup = (idOrSlug: string) =>
  UUID.test(idOrSlug) ? `id=${idOrSlug}` : `slug=${encodeURIComponent(idOrSlug)}`;

const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/fetch-shop?id= or ?slug= */
    getShop: build.query<Shop, string>({
      query: (idOrSlug) => `/v1/vendor/fetch-shop?${shopLookup(idOrSlug)}`,
      ...checkedResponse(shopSchema),
    }),
  }),
});

export const { useGetShopQuery } = shopApi;
