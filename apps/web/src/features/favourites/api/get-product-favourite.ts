import {
  favouriteProductPageSchema,
  favouriteProductSchema,
  type FavouriteProduct,
} from '@vitrine/contracts/product-search';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { FAVOURITES_TAG, favouritesApi } from './favourites-api.ts';

const productFavouriteApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/favourite-products?productId=: my favourite for this product, or null. */
    getProductFavourite: build.query<FavouriteProduct | null, string>({
      query: (productId) => `/v1/user/favourite-products?productId=${productId}&limit=1`,
      rawResponseSchema: favouriteProductPageSchema,
      transformResponse: (page: { items: FavouriteProduct[] }) => page.items[0] ?? null,
      ...checkedResponse(favouriteProductSchema.nullable()),
      providesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useGetProductFavouriteQuery } = productFavouriteApi;
