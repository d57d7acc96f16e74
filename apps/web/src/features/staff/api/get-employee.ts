import { employeeSchema, type Employee } from '@vitrine/contracts/staff';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const employeeApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /emp/getEmployeeById (admins): one employee, current or removed; 404 otherwise. */
    getEmployee: build.query<Employee, string>({
      query: (id) => `/v1/emp/getEmployeeById?id=${encodeURIComponent(id)}`,
      ...checkedResponse(employeeSchema),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useGetEmployeeQuery } = employeeApi;
