import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['ok', 'down']),
  /** With a TURN relay configured: whether it answers (meetings across networks need it). */
  turn: z.enum(['ok', 'unreachable']).optional(),
  /** With Janus configured (JANUS_URL): whether it answers (meetings of more than four need it). */
  janus: z.enum(['ok', 'unreachable']).optional(),
});
export type Health = z.infer<typeof healthSchema>;
