import type { FastifyInstance } from 'fastify';
import type { CheckoutPort } from './checkout.routes.ts';

/** The checkout's lapse job: at its deadline, an unpaid checkout lets its units go. */
export function registerCartHandlers(app: FastifyInstance, checkout: CheckoutPort) {
  app.outbox.registerHandler('checkout:lapse', async (event) => {
    await checkout.lapsed(event.payload.checkoutId);
  });
}
