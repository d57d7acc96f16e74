import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { createMailCaps } from '../../platform/mail/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { createCreditPlanWrites } from '../credits/index.ts';
import { createUserRecords, createUsersRepository } from '../users/index.ts';
import { createEmployeesService } from './employees.service.ts';
import { createAuditLogService } from './audit-log.service.ts';
import { employeesRoutes } from './employees.routes.ts';
import { registerStaffHandlers } from './staff.events.ts';
import { createStaffRepository } from './staff.repository.ts';
import { staffAdminRoutes, type StaffCustomers } from './staff-admin.routes.ts';
import { staffPlansRoutes } from './staff-plans.routes.ts';
import { createStaffPlansService } from './staff-plans.service.ts';

/**
 * Staff: employees (invited by admins, with areas), the admin's details, the audit log, the
 * customer lookup and credit adjustments. Staff operations declare their area with
 * `x-permission` (platform/http/access.ts); every change is audited in its own transaction.
 */
export type { StaffCustomers };

/** What the staff view of a customer (flows/staff-customer-view.ts) reads of staff's own. */
export const createStaffCustomerReads = (db: Database) => {
  const repository = createStaffRepository(db);
  const users = createUsersRepository(db);
  return {
    findUser: (id: string) => users.findById(id),
    /** Users whose name or email contains the text, or whose id it is; at most 20. */
    searchUsers: (searchKey: string) => users.search(searchKey, 20),
    activityOf: (userId: string) => repository.activityOf(userId),
  };
};
export type StaffCustomerReads = ReturnType<typeof createStaffCustomerReads>;

export const staffModule: FastifyPluginAsync<{ customers: StaffCustomers }> = async (
  app,
  { customers },
) => {
  const db = app.database.db;
  const repository = createStaffRepository(db);
  const usersRepository = createUsersRepository(db);
  const userRecords = createUserRecords(db);
  const transaction = <T>(work: Parameters<typeof runInTransaction<T>>[1]) =>
    runInTransaction(db, work);
  const context = await app.auth.$context;

  const employees = createEmployeesService({
    repository,
    transaction,
    accounts: {
      findByEmail: (email) => usersRepository.findByEmail(email),
      create: ({ email, name }) =>
        context.internalAdapter.createUser(
          { email, name, emailVerified: true },
          { method: 'staff-invite' },
        ),
      passwordToken: async (userId, expiresAt) => {
        const token = randomBytes(24).toString('base64url');
        // better-auth's own reset-password verification: the web app's reset page spends it.
        await context.internalAdapter.createVerificationValue({
          identifier: `reset-password:${token}`,
          value: userId,
          expiresAt,
        });
        return token;
      },
      rolesChanged: (userId) => usersRepository.rolesChanged(userId),
      grantEmployee: (tx, userId) => usersRepository.grantEmployee(tx, userId),
      revokeEmployee: (tx, userId) => usersRepository.revokeEmployee(tx, userId),
      rename: (tx, userId, name) => userRecords.rename(tx, userId, name),
    },
    mailCaps: createMailCaps(db),
    enqueueInvite: (tx, payload) => enqueue(tx, 'employee:invited', payload),
    publicUrl: app.config.publicUrl,
    clock: () => new Date(),
  });

  registerStaffHandlers(app);

  await app.register(employeesRoutes, { service: employees });
  await app.register(staffAdminRoutes, {
    auditLog: createAuditLogService(repository),
    users: customers,
  });
  await app.register(staffPlansRoutes, {
    service: createStaffPlansService({ plans: createCreditPlanWrites(db), transaction }),
  });
};
