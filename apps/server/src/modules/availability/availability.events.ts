import type { FastifyInstance } from 'fastify';
import type { AvailabilityService } from './availability.service.ts';

/**
 * The availability module's outbox handler: a shop's changed hours (`availability:changed`) are
 * delivered to one instance, which tells them all (Redis pub/sub when REDIS_URL is set); each
 * forgets its remembered row. A lost message lasts one row lifetime.
 */
export async function registerAvailabilityHandlers(
  app: FastifyInstance,
  availabilityService: AvailabilityService,
) {
  const broadcast = await app.broadcasts.channel('availability');
  const unsubscribe = broadcast.subscribe((shopId) => availabilityService.forget(shopId));
  app.outbox.registerHandler('availability:changed', ({ payload }) =>
    broadcast.publish(payload.shopId),
  );
  app.addHook('onClose', async () => unsubscribe());
}
