import type { StaffPermission } from '@vitrine/contracts/staff';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { employee } from '../../platform/db/schema/staff.ts';
import type { Queryable } from '../../platform/db/transaction.ts';
import type { StaffAccess } from '../../platform/http/auth.ts';
import { session, user, userRole } from './auth.schema.ts';

/**
 * What the staff guard needs of a caller, in one read: whether the account has two-factor
 * sign-in on, whether this session (`sessionId`; none: false) passed it, and the areas a
 * (current) employee holds (none for anyone else or a removed employee).
 */
export async function findStaffAccess(
  db: Queryable,
  userId: string,
  sessionId?: string,
): Promise<StaffAccess> {
  const [row] = await db
    .select({
      twoFactorEnabled: user.twoFactorEnabled,
      sessionTwoFactorVerified: session.twoFactorVerified,
      permissions: employee.permissions,
    })
    .from(user)
    .leftJoin(employee, and(eq(employee.userId, user.id), isNull(employee.removedAt)))
    .leftJoin(session, and(eq(session.id, sessionId ?? ''), eq(session.userId, user.id)))
    .where(eq(user.id, userId));
  return {
    twoFactorEnabled: row?.twoFactorEnabled ?? false,
    sessionTwoFactorVerified: row?.sessionTwoFactorVerified ?? false,
    permissions: (row?.permissions ?? []) as StaffPermission[],
  };
}

/**
 * The staff who work `area`: every admin, and each current employee holding it (the audience
 * of what that area's pages show, such as the support desk's requests).
 */
export async function findStaffIdsWithArea(
  db: Queryable,
  area: StaffPermission,
): Promise<string[]> {
  const rows = await db
    .select({ userId: userRole.userId })
    .from(userRole)
    .leftJoin(employee, and(eq(employee.userId, userRole.userId), isNull(employee.removedAt)))
    .where(
      or(
        eq(userRole.admin, true),
        and(eq(userRole.employee, true), sql`${area} = any(${employee.permissions})`),
      ),
    );
  return rows.map((row) => row.userId);
}
