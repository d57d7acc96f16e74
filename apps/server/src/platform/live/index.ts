import { liveEntitySchema, type LiveEntity } from '@vitrine/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export { announceChange } from './announce-change.ts';

/** Who may see one thing (and so hears of its changes): user ids, or null when it is gone. */
export type LiveAudience = (id: string) => Promise<string[] | null>;

export type Live = {
  /** The one rule of who sees a kind of thing, given by the module that owns it. */
  registerAudience: (entity: LiveEntity, audience: LiveAudience) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/**
 * Open pages follow the truth: a change announced with `announceChange` (an outbox event
 * written with the change) reaches, after its commit, the sockets of everyone the owning
 * module's audience names, as `entity:changed { entity, id }`; the web app refetches what it
 * shows of that thing. Registered at the root after the outbox and the realtime gateway; every
 * kind of thing must have its audience by the time the app is ready.
 */
export const liveModule = fp(
  async (app: FastifyInstance) => {
    const audiences = new Map<LiveEntity, LiveAudience>();
    app.decorate('live', {
      registerAudience(entity, audience) {
        if (audiences.has(entity)) throw new Error(`${entity} already has an audience`);
        audiences.set(entity, audience);
      },
    } satisfies Live);

    app.outbox.registerHandler('entity:changed', async ({ payload }) => {
      const userIds = await audiences.get(payload.entity)?.(payload.id);
      if (userIds && userIds.length > 0) {
        app.realtime.emitToUsers([...new Set(userIds)], 'entity:changed', payload);
      }
    });

    // A kind of thing nobody registered would change silently: refuse to start instead.
    app.addHook('onReady', async () => {
      const missing = liveEntitySchema.options.filter((entity) => !audiences.has(entity));
      if (missing.length > 0) throw new Error(`live: no audience for ${missing.join(', ')}`);
    });
  },
  { name: 'live', dependencies: ['outbox', 'realtime'] },
);
