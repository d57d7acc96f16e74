import { api } from '../../../lib/api.ts';

/** The reviews feature's cache tag: `MyReviews` (what I can review and what I reviewed). */
export const reviewsApi = api.enhanceEndpoints({ addTagTypes: ['MyReviews'] });
