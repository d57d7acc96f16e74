import { reviewsApi } from './reviews-api.ts';

const deleteReviewApi = reviewsApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /reviews/{id}/meets|orders: within 30 days of writing it. */
    deleteReview: build.mutation<null, { id: string; kind: 'meet' | 'order' }>({
      query: ({ id, kind }) => ({
        url: `/v1/reviews/${id}/${kind === 'meet' ? 'meets' : 'orders'}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['MyReviews'],
    }),
  }),
});

export const { useDeleteReviewMutation } = deleteReviewApi;
