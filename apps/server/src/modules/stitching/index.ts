import type { FastifyPluginAsync } from 'fastify';
import type { ShopOwnership } from '../catalogue/index.ts';
import { createEarnings } from '../earnings/index.ts';
import { messageIdFor } from '../../platform/mail/index.ts';
import { createUsersRepository } from '../users/index.ts';
import { createMeasurementProfiles } from './measurement-profiles.ts';
import { createMeasurementProfilesRepository } from './measurement-profiles.repository.ts';
import { measurementProfilesRoutes } from './measurement-profiles.routes.ts';
import { stitchingMail } from './stitching-mail.ts';
import { createStitchingRepository } from './stitching.repository.ts';
import { customerStitchingRoutes } from './stitching.routes.ts';
import { createStitchingService } from './stitching.service.ts';
import { vendorStitchingRoutes } from './vendor-stitching.routes.ts';

/**
 * Stitching (issue 14): a stitching shop's service invoice for a customer, approved or sent
 * back for revision, paid through `app.payments` (purpose `stitching_invoice`, settled once by
 * this module's settle handler), then moved through its production stages with the customer
 * told at each; and the customer's saved measurement profiles. Registered after payments.
 */
export const stitchingModule: FastifyPluginAsync<{
  clock?: () => Date;
  ownership: ShopOwnership;
}> = async (app, options) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const users = createUsersRepository(db);
  const repository = createStitchingRepository(db);
  const service = createStitchingService({
    repository,
    payments: app.payments,
    findUserByEmail: (email) => users.findByEmail(email),
    shopIdsOf: options.ownership.shopIdsOf,
    earnings: createEarnings(db, app.config.earnings),
    clock,
  });
  app.payments.registerSettleHandler('stitching_invoice', {
    amountDue: (tx, invoiceId) => service.amountDue(tx, invoiceId),
    link: (invoiceId) => `/user/stitching-orders/${invoiceId}`,
    settle: (tx, payment) => service.settle(tx, payment),
    refunded: (tx, payment) => service.refunded(tx, payment),
  });
  // An invoice is seen by its customer and its shop's people.
  app.live.registerAudience('stitching-invoice', (id) => repository.audienceOf(id));
  app.outbox.registerHandler('stitching:changed', async (event) => {
    const facts = await service.mailFacts(event.payload.invoiceId, event.payload.eventId);
    if (!facts) return;
    const { publicUrl } = app.config;
    await app.mailer.send({
      ...stitchingMail({ ...facts, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
  await app.register(customerStitchingRoutes, { service });
  await app.register(vendorStitchingRoutes, { service });
  await app.register(measurementProfilesRoutes, {
    profiles: createMeasurementProfiles(createMeasurementProfilesRepository(db), clock),
  });
};
