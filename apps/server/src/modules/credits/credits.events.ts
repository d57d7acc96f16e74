import type { UserCredits } from '@vitrine/contracts/credits';
import type { FastifyInstance } from 'fastify';
import { onCreditsCommitted, type UserAnswers } from './user-answers.ts';

/**
 * The credits module's outbox handler and cache upkeep: changes committed here drop this
 * instance's remembered answers at once; changes committed anywhere drop every instance's when
 * their `credits:changed` event is delivered, and then reach every tab of the user (the web app
 * refetches its balance on it). Every instance forgets the old answer before the tabs are told,
 * so their refetch is fresh.
 */
export async function registerCreditsHandlers(
  app: FastifyInstance,
  answers: UserAnswers<UserCredits>,
) {
  const stopListening = onCreditsCommitted((userId) => answers.forget(userId));
  const broadcast = await app.broadcasts.channel('credits');
  const unsubscribe = broadcast.subscribe((userId) => answers.forget(userId));
  app.addHook('onClose', async () => {
    stopListening();
    unsubscribe();
  });
  app.outbox.registerHandler('credits:changed', async ({ payload }) => {
    await broadcast.publish(payload.userId);
    app.realtime.emitToUser(payload.userId, 'credits:changed', {
      balance: payload.balance,
      kind: payload.kind,
    });
  });
}
