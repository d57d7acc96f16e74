import {
  favouriteShopPageSchema,
  type FavouriteShopPage,
  type FavouriteShopsQuery,
} from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { FAVOURITES_TAG, favouritesApi } from './favourites-api.ts';
import { toQueryString } from '../../../lib/query-string.ts';

export type GetFavouriteShopsArgs = Omit<FavouriteShopsQuery, 'download' | 'shopId'>;

const favouriteShopsApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/favourite-shops: my favourite shops, newest first (searchKey, page, limit). */
    getFavouriteShops: build.query<FavouriteShopPage, GetFavouriteShopsArgs>({
      query: (args) => `/v1/user/favourite-shops?${toQueryString(args)}`,
      ...checkedResponse(favouriteShopPageSchema),
      providesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useGetFavouriteShopsQuery } = favouriteShopsApi;
