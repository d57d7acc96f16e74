import { adminDetailsSchema, employeeSchema, type StaffPermission } from '@vitrine/contracts/staff';
import { schemaFailure } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

/** The signed-in member of staff as the console needs them: who, and which areas they hold. */
export type StaffSelf = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  permissions: StaffPermission[];
  /** The employee record (GET /emp/getEmployeeDetails), or the admin's details. */
  details: Record<string, unknown>;
};

const selfApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /admin/getAdminDetails for an admin, GET /emp/getEmployeeDetails for an employee.
     * With STAFF_TWO_FACTOR=required both answer 403 TWO_FACTOR_REQUIRED until two-factor
     * sign-in is on, which is how the console knows to ask for it.
     */
    getStaffSelf: build.query<StaffSelf, { admin: boolean }>({
      query: ({ admin }) => (admin ? '/v1/admin/getAdminDetails' : '/v1/emp/getEmployeeDetails'),
      rawResponseSchema: adminDetailsSchema.or(employeeSchema),
      catchSchemaFailure: schemaFailure,
      transformResponse: (details: Record<string, unknown>, _meta, { admin }) => {
        const { id, name, email, permissions } = details as {
          id: string;
          name: string;
          email: string;
          permissions: StaffPermission[];
        };
        return { id, name, email, permissions, isAdmin: admin, details };
      },
      providesTags: ['StaffSelf'],
    }),
  }),
});

export const { useGetStaffSelfQuery } = selfApi;
