import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';

/**
 * Writes one demo notification for one person, read or not, at the time its cause happened,
 * named by `sourceKey` as the product names it (`payment:<order id>`, `chat:<message id>:<user
 * id>`), so a repeat writes nothing. Written straight into the tables: the product's `notify`
 * would also queue mail and pushes for events long past.
 */
export async function insertDemoNotification(
  db: Database,
  n: {
    userId: string;
    kind: 'personalized' | 'user-general' | 'general';
    title: string;
    body: string;
    link: string;
    sourceKey: string;
    status: 'sent' | 'unread' | 'read';
    at: Date;
  },
): Promise<void> {
  const at = n.at.toISOString();
  await db.execute(sql`with created as (
      insert into notification (kind, title, body, link, source_key, created_at)
      values (${n.kind}, ${n.title}, ${n.body}, ${n.link}, ${n.sourceKey}, ${at}::timestamptz)
      on conflict (source_key) do nothing returning id)
    insert into notification_recipient (notification_id, user_id, status, created_at)
    select id, ${n.userId}, ${n.status}, ${at}::timestamptz from created`);
}
