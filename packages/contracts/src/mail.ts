import { z } from 'zod';

/** GET /api/v1/dev/mailbox (development and test only): the local outbox, newest first. */
export const mailboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export const mailboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MailboxItem = z.infer<typeof mailboxItemSchema>;

export const mailboxSchema = z.object({ items: z.array(mailboxItemSchema) });
export type Mailbox = z.infer<typeof mailboxSchema>;
