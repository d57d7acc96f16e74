import { favouritesApi, FAVOURITES_TAG } from './favourites-api.ts';

const removeFavouriteProductApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /user/favourite-products/{id} (204). */
    removeFavouriteProduct: build.mutation<null, string>({
      query: (favouriteId) => ({
        url: `/v1/user/favourite-products/${favouriteId}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      invalidatesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useRemoveFavouriteProductMutation } = removeFavouriteProductApi;
