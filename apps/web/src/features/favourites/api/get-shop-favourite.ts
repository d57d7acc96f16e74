import {
  favouriteShopPageSchema,
  favouriteShopSchema,
  type FavouriteShop,
} from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { FAVOURITES_TAG, favouritesApi } from './favourites-api.ts';

const shopFavouriteApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/favourite-shops?shopId=: my favourite for this shop, or null if I have none. */
    getShopFavourite: build.query<FavouriteShop | null, string>({
      query: (shopId) => `/v1/user/favourite-shops?shopId=${shopId}&limit=1`,
      rawResponseSchema: favouriteShopPageSchema,
      transformResponse: (page: { items: FavouriteShop[] }) => page.items[0] ?? null,
      ...checkedResponse(favouriteShopSchema.nullable()),
      providesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useGetShopFavouriteQuery } = shopFavouriteApi;
