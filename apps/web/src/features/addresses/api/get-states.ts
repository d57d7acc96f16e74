import { geoStateListSchema, type GeoState } from '@vitrine/contracts/geo';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { GEO_CACHE_SECONDS, geoApi } from './geo-api.ts';

const getStatesApi = geoApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /geo/states/{countryCode}: a country's states; empty where the data has none. */
    getStates: build.query<{ items: GeoState[] }, string>({
      query: (countryCode) => ({ url: `/v1/geo/states/${encodeURIComponent(countryCode)}` }),
      ...checkedResponse(geoStateListSchema),
      keepUnusedDataFor: GEO_CACHE_SECONDS,
    }),
  }),
});

export const { useGetStatesQuery } = getStatesApi;
