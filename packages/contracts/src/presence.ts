import { z } from 'zod';

export const presenceStatusSchema = z.enum(['online', 'offline']);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** A user's realtime status record; `lastSeenAt` is null until the user first connects. */
export const presenceSchema = z.object({
  userId: z.string(),
  status: presenceStatusSchema,
  lastSeenAt: z.iso.datetime().nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const presenceParamsSchema = z.object({ userId: z.string().min(1) });
export type PresenceParams = z.infer<typeof presenceParamsSchema>;
