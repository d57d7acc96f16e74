import { api } from '../../../lib/api.ts';

/**
 * The geography lookups of the address form. Their answers change only with a release, so they
 * stay cached for the whole visit once asked.
 */
export const geoApi = api;
export const GEO_CACHE_SECONDS = 24 * 60 * 60;
