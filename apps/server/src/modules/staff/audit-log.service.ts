import type { AuditQuery } from '@vitrine/contracts/staff';
import type { Page } from '../../platform/lib/paging.ts';
import type { AuditRecord, StaffRepository } from './staff.repository.ts';

export type { AuditRecord };

/** The audit log as staff read it: who did what to which object, newest first. */
export function createAuditLogService(repository: Pick<StaffRepository, 'listAudit'>) {
  return {
    /** One page of the entries matching `filters`, with their number. */
    page: (filters: Omit<AuditQuery, 'page' | 'limit'>, page: Page) =>
      repository.listAudit(filters, page),
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
