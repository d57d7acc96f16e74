import { geoPostalCodeListSchema, type GeoPostalCode } from '@vitrine/contracts/geo';
import { schemaFailure } from '../../../lib/checked-response.ts';
import { GEO_CACHE_SECONDS, geoApi } from './geo-api.ts';

const lookupPostalCodeApi = geoApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /geo/postal-codes?countryCode&postalCode: the place of one postal code, or null. */
    lookupPostalCode: build.query<
      GeoPostalCode | null,
      { countryCode: string; postalCode: string }
    >({
      query: (params) => ({ url: '/v1/geo/postal-codes', params }),
      rawResponseSchema: geoPostalCodeListSchema,
      catchSchemaFailure: schemaFailure,
      transformResponse: (answer: { items: GeoPostalCode[] }) => answer.items[0] ?? null,
      keepUnusedDataFor: GEO_CACHE_SECONDS,
    }),
  }),
});

export const { useLazyLookupPostalCodeQuery } = lookupPostalCodeApi;
