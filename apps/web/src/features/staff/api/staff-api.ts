import { api } from '../../../lib/api.ts';

/**
 * The staff console's cache tags: `StaffSelf` (who the signed-in employee is, their areas and
 * two-factor state), `Employee`, `StaffSupport`, `StaffUser` and `AuditLog`. Every staff write
 * invalidates the lists it changes, and the audit log, which each of them adds to.
 */
export const staffApi = api.enhanceEndpoints({
  addTagTypes: ['StaffSelf', 'Employee', 'StaffSupport', 'StaffUser', 'AuditLog'],
});
