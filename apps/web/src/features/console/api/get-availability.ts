import { availabilitySchema, type Availability } from '@vitrine/contracts/availability';
import { schemaFailure } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

const availabilityApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/{id}/availability: the owner's weekly hours, exceptions and meeting settings. */
    getAvailability: build.query<Availability, string>({
      query: (shopId) => `/v1/vendor/${encodeURIComponent(shopId)}/availability`,
      // The schema fills defaults (its input type differs), so the raw answer is checked.
      rawResponseSchema: availabilitySchema,
      catchSchemaFailure: schemaFailure,
      providesTags: (_result, _error, shopId) => [{ type: 'Availability', id: shopId }],
    }),
  }),
});

export const { useGetAvailabilityQuery } = availabilityApi;
