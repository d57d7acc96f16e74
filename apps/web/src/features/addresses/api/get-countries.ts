import { geoCountryListSchema, type GeoCountry } from '@vitrine/contracts/geo';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { GEO_CACHE_SECONDS, geoApi } from './geo-api.ts';

const getCountriesApi = geoApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /geo/countries: every country, by name. */
    getCountries: build.query<{ items: GeoCountry[] }, void>({
      query: () => ({ url: '/v1/geo/countries' }),
      ...checkedResponse(geoCountryListSchema),
      keepUnusedDataFor: GEO_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCountriesQuery } = getCountriesApi;
