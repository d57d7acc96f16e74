import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import { createEarnings } from '../earnings/index.ts';
import {
  createInvoicePayable as invoicePayable,
  type InvoiceRefundRequest,
} from './invoice-payable.ts';
import { createUsersRepository } from '../users/index.ts';
import { createMeasurementProfiles } from './measurement-profiles.ts';
import { createMeasurementProfilesRepository } from './measurement-profiles.repository.ts';
import { measurementProfilesRoutes } from './measurement-profiles.routes.ts';
import { registerStitchingEvents } from './stitching.events.ts';
import { createStitchingRepository } from './stitching.repository.ts';
import { customerStitchingRoutes } from './stitching.routes.ts';
import { createStitchingService } from './stitching.service.ts';
import { vendorStitchingRoutes } from './vendor-stitching.routes.ts';

/**
 * Stitching (issue 14): a stitching shop's service invoice for a customer, approved or sent
 * back for revision, paid through `app.payments` (purpose `stitching_invoice`, settled once
 * through the payments flow with `createInvoicePayable`), then moved through its production stages with the customer
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
  registerStitchingEvents(app, { service, repository });
  await app.register(customerStitchingRoutes, { service });
  await app.register(vendorStitchingRoutes, { service });
  await app.register(measurementProfilesRoutes, {
    profiles: createMeasurementProfiles(createMeasurementProfilesRepository(db), clock),
  });
};

/**
 * For the payments flow (flows/pay-payable.ts): a stitching invoice as something its customer
 * pays, inside the settling transaction (amount due, settle, refunded). `requestRefund` is
 * payments'.
 */
export function createInvoicePayable(
  db: Database,
  deps: {
    requestRefund: InvoiceRefundRequest;
    earnings: Parameters<typeof createEarnings>[1];
    clock: () => Date;
  },
) {
  return invoicePayable({
    repository: createStitchingRepository(db),
    requestRefund: deps.requestRefund,
    earnings: createEarnings(db, deps.earnings),
    clock: deps.clock,
  });
}
