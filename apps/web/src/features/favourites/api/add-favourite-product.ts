import {
  favouriteProductSchema,
  type AddFavouriteProductInput,
  type FavouriteProduct,
} from '@vitrine/contracts/product-search';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { FAVOURITES_TAG, favouritesApi } from './favourites-api.ts';

const addFavouriteProductApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/favourite-products: adding a product twice keeps one favourite. */
    addFavouriteProduct: build.mutation<FavouriteProduct, AddFavouriteProductInput>({
      query: (body) => ({ url: '/v1/user/favourite-products', method: 'POST', body }),
      ...checkedResponse(favouriteProductSchema),
      invalidatesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useAddFavouriteProductMutation } = addFavouriteProductApi;
