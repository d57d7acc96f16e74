import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { shopStatusMail } from './catalogue.mails.ts';
import type { ShopsService } from './shops.service.ts';
import type { StaffShopsRepository } from './staff-shops.repository.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

/** What travels on the catalogue's broadcast channel (JSON). */
type CatalogueMessage = { kind: 'shop'; id: string } | { kind: 'taxonomy' };

/**
 * A shop or taxonomy change reaches every instance: the outbox delivers its event to one
 * instance, whose handler broadcasts it (Redis pub/sub when REDIS_URL is set); each instance
 * then updates its own index and caches. The periodic check heals a message that got lost.
 * Resolves to the unsubscribe of this instance's listener.
 */
export async function registerCatalogueHandlers(
  app: FastifyInstance,
  deps: { shopsService: ShopsService; taxonomy: TaxonomyService; log: FastifyBaseLogger },
): Promise<() => void> {
  const { shopsService, taxonomy, log } = deps;
  const broadcast = await app.broadcasts.channel('catalogue');
  const unsubscribe = broadcast.subscribe((text) => {
    const message = JSON.parse(text) as CatalogueMessage;
    if (message.kind === 'taxonomy') shopsService.taxonomyChanged();
    else {
      // The city list (filter values) comes from the shops: a shop may have moved to a new city.
      taxonomy.invalidate();
      shopsService
        .shopsChanged([message.id])
        .catch((error: unknown) => log.warn({ err: error }, 'shop index: update failed'));
    }
  });
  const publish = (message: CatalogueMessage) => broadcast.publish(JSON.stringify(message));
  app.outbox.registerHandler('shop:changed', ({ payload }) =>
    publish({ kind: 'shop', id: payload.id }),
  );
  app.outbox.registerHandler('taxonomy:changed', () => publish({ kind: 'taxonomy' }));
  return unsubscribe;
}

/** A shop suspended or reinstated by staff: its owners are told by mail, once per owner. */
export function registerShopStatusHandler(
  app: FastifyInstance,
  staffShopsRepository: StaffShopsRepository,
) {
  const db = app.database.db;
  const { publicUrl } = app.config;
  app.outbox.registerHandler('shop:status-changed', async (event) => {
    const { shopId, change, reason } = event.payload;
    const found = await staffShopsRepository.find(db, shopId);
    if (!found) return; // the shop was deleted meanwhile
    for (const owner of await staffShopsRepository.owners([shopId])) {
      await app.mailer.send({
        ...shopStatusMail(found, owner, change, reason, publicUrl),
        messageId: messageIdFor(event.id, `${event.type}:${owner.id}`, publicUrl),
      });
    }
  });
}
