import { employeeSchema, type Employee, type UpdateEmployee } from '@vitrine/contracts/staff';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const updateApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /emp/updateEmp (admins): renames or sets the areas; applies to the next request. */
    updateEmployee: build.mutation<Employee, UpdateEmployee>({
      query: (body) => ({ url: '/v1/emp/updateEmp', method: 'PATCH', body }),
      ...checkedResponse(employeeSchema),
      invalidatesTags: ['Employee', 'AuditLog'],
    }),
  }),
});

export const { useUpdateEmployeeMutation } = updateApi;
