import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxMail = MailMessage & { id: string; createdAt: Date };

export const createMailRepository = (db: Database) => ({
  async insert(message: MailMessage): Promise<void> {
    await db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
    });
  },

  /** Newest first; optionally only mail to one address. */
  async listNewestFirst(options: { to?: string; limit: number }): Promise<OutboxMail[]> {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.limit);
    return rows.map((row) => ({
      ...row,
      html: row.html ?? undefined,
      attachments: row.attachments ?? undefined,
    }));
  },
});

export type MailRepository = ReturnType<typeof createMailRepository>;
