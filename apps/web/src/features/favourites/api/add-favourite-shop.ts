import {
  favouriteShopSchema,
  type AddFavouriteShopInput,
  type FavouriteShop,
} from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { FAVOURITES_TAG, favouritesApi } from './favourites-api.ts';

const addFavouriteShopApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/favourite-shops: adding a shop twice keeps one favourite. */
    addFavouriteShop: build.mutation<FavouriteShop, AddFavouriteShopInput>({
      query: (body) => ({ url: '/v1/user/favourite-shops', method: 'POST', body }),
      ...checkedResponse(favouriteShopSchema),
      invalidatesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useAddFavouriteShopMutation } = addFavouriteShopApi;
