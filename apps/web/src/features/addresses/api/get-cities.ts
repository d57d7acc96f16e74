import { geoCityListSchema } from '@vitrine/contracts/geo';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { GEO_CACHE_SECONDS, geoApi } from './geo-api.ts';

type CitiesArgs = { countryCode: string; adminCode1: string };

const getCitiesApi = geoApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /geo/cities?countryCode&adminCode1: a state's major cities. */
    getCities: build.query<{ items: { name: string }[] }, CitiesArgs>({
      query: (params) => ({ url: '/v1/geo/cities', params }),
      ...checkedResponse(geoCityListSchema),
      keepUnusedDataFor: GEO_CACHE_SECONDS,
    }),
  }),
});

export const { useGetCitiesQuery } = getCitiesApi;

/** The city names of a state, once it is known; none before. */
export function useGetCities(countryCode: string, adminCode1: string | undefined): string[] {
  const cities = useGetCitiesQuery(
    { countryCode, adminCode1: adminCode1 ?? '' },
    { skip: !adminCode1 },
  );
  return adminCode1 ? (cities.data?.items.map((c) => c.name) ?? []) : [];
}
