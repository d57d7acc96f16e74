import { staffTaxonomySchema, type StaffTaxonomy } from '@vitrine/contracts/staff-content';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffContentApi } from './staff-content-api.ts';

const taxonomyApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/taxonomy: categories, occasions and languages as stored, with their use. */
    getStaffTaxonomy: build.query<StaffTaxonomy, void>({
      query: () => '/v1/admin/taxonomy',
      ...checkedResponse(staffTaxonomySchema),
      providesTags: ['StaffTaxonomy'],
    }),
  }),
});

export const { useGetStaffTaxonomyQuery } = taxonomyApi;
