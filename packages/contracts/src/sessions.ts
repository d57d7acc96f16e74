import { z } from 'zod';

// GET /user/sessions: where the account is signed in (the settings page).

export const signedInSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** When the session was last refreshed (about once a day while in use). */
  lastActiveAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionListSchema = z.object({ items: z.array(signedInSessionSchema) });
