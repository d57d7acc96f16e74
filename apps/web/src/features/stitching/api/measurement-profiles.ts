import {
  measurementProfileListSchema,
  measurementProfileSchema,
  type MeasurementProfile,
  type MeasurementProfileInput,
} from '@vitrine/contracts/stitching';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { stitchingApi } from './stitching-api.ts';

const measurementProfilesApi = stitchingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/measurement-profiles. */
    getMeasurementProfiles: build.query<{ items: MeasurementProfile[] }, void>({
      query: () => '/v1/user/measurement-profiles',
      ...checkedResponse(measurementProfileListSchema),
      providesTags: ['MeasurementProfile'],
    }),
    /** POST /user/measurement-profiles. */
    createMeasurementProfile: build.mutation<MeasurementProfile, MeasurementProfileInput>({
      query: (body) => ({ url: '/v1/user/measurement-profiles', method: 'POST', body }),
      ...checkedResponse(measurementProfileSchema),
      invalidatesTags: ['MeasurementProfile'],
    }),
    /** DELETE /user/measurement-profiles/{id}. */
    deleteMeasurementProfile: build.mutation<null, string>({
      query: (id) => ({
        url: `/v1/user/measurement-profiles/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['MeasurementProfile'],
    }),
  }),
});

export const {
  useGetMeasurementProfilesQuery,
  useCreateMeasurementProfileMutation,
  useDeleteMeasurementProfileMutation,
} = measurementProfilesApi;
