import {
  availabilitySchema,
  type Availability,
  type SetAvailabilityInput,
} from '@vitrine/contracts/availability';
import { schemaFailure } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

const setAvailabilityApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /vendor/{id}/availability: replaces the hours; the slot preview is asked again. */
    setAvailability: build.mutation<Availability, { shopId: string; input: SetAvailabilityInput }>({
      query: ({ shopId, input }) => ({
        url: `/v1/vendor/${encodeURIComponent(shopId)}/availability`,
        method: 'PUT',
        body: input,
      }),
      // The schema fills defaults (its input type differs), so the raw answer is checked.
      rawResponseSchema: availabilitySchema,
      catchSchemaFailure: schemaFailure,
      invalidatesTags: (_result, _error, { shopId }) => [{ type: 'Availability', id: shopId }],
    }),
  }),
});

export const { useSetAvailabilityMutation } = setAvailabilityApi;
