import type { FastifyInstance, InjectOptions } from 'fastify';
import type { StaffPermission } from '@vitrine/contracts/staff';
import { desc, eq } from 'drizzle-orm';
import { auditLog, employee } from '../platform/db/schema/staff.ts';
import { accountWithRoles, bearer } from './accounts.ts';

export type Caller = { token: string; userId: string };

/** A signed-in employee holding exactly these staff areas. */
export async function employeeWith(
  app: FastifyInstance,
  permissions: readonly StaffPermission[],
): Promise<Caller> {
  const caller = await accountWithRoles(app, { employee: true });
  await app.database.db
    .insert(employee)
    .values({ userId: caller.userId, permissions: [...permissions] });
  return caller;
}

/** The callers every staff test refuses: a customer, a vendor and an employee without the area. */
export async function refusedCallers(app: FastifyInstance, area: StaffPermission) {
  const others = (['shops', 'support', 'content', 'credits'] as const).filter((a) => a !== area);
  return {
    customer: await accountWithRoles(app, { customer: true }),
    vendor: await accountWithRoles(app, { vendor: true }),
    employeeWithoutArea: await employeeWith(app, others),
  };
}

/** Calls /api/v1 as this caller (or nobody). */
export const callAs =
  (app: FastifyInstance) =>
  (
    as: Caller | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: as ? bearer(as.token) : {},
      ...(payload ? { payload } : {}),
    } as InjectOptions);

/** The audit entries about one subject, newest first (read straight from the table). */
export async function auditEntriesOf(app: FastifyInstance, subjectId: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(desc(auditLog.at));
}
