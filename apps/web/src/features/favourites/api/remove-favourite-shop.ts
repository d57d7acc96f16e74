import { favouritesApi, FAVOURITES_TAG } from './favourites-api.ts';

const removeFavouriteShopApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /user/favourite-shops/{id} (204). */
    removeFavouriteShop: build.mutation<null, string>({
      query: (favouriteId) => ({
        url: `/v1/user/favourite-shops/${favouriteId}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      invalidatesTags: [FAVOURITES_TAG],
    }),
  }),
});

export const { useRemoveFavouriteShopMutation } = removeFavouriteShopApi;
