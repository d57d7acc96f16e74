import { createOrderOwnership } from '../orders/index.ts';
import type { FastifyPluginAsync } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { notify } from '../notifications/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { audit } from '../../platform/audit/audit.ts';
import { createUsersRepository, findStaffAccess } from '../users/index.ts';
import { registerSupportHandlers } from './support.events.ts';
import { createSupportRepository } from './support.repository.ts';
import { adminSupportRoutes, supportRoutes } from './support.routes.ts';
import { createSupportService } from './support.service.ts';

type SupportOptions = { clock?: () => Date };

/**
 * Support requests: a customer's requests with pictures and what they are about (a
 * meeting, a payment, an order), the conversation with staff (an admin API until
 * the staff console), the states with their reopen window, and the response target by category.
 * Every staff change notifies the customer (notification centre and mail, through the outbox).
 * Registered after media (the pictures).
 */
export const supportModule: FastifyPluginAsync<SupportOptions> = async (app, options) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const repository = createSupportRepository(db);
  const usersRepository = createUsersRepository(db);
  const supportService = createSupportService({
    repository,
    findUpload: (ownerId, id) => app.media.images.findImage(ownerId, id),
    orderOf: createOrderOwnership(db).customersOrder,
    inTransaction: (work) => runInTransaction(db, work),
    notifyCustomer: async (tx, requestId, input) => {
      // The customer's mail is support's own (support:changed), so none for the notification.
      await notify(tx, { ...input, mail: 'by-source' });
      await enqueue(tx, 'support:changed', { requestId, change: input.title });
    },
    worksSupportDesk: async (userId) => {
      const roles = await usersRepository.findRoles(userId);
      if (roles?.admin) return true;
      if (!roles?.employee) return false;
      return (await findStaffAccess(db, userId)).permissions.includes('support');
    },
    audit,
    clock,
  });

  registerSupportHandlers(app, repository);

  await app.register(supportRoutes, { supportService });
  await app.register(adminSupportRoutes, { supportService });
};
