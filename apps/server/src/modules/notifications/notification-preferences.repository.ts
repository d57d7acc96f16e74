import { sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationKind,
  type NotificationPreferences,
} from '@vitrine/contracts/notifications';
import type { Database } from '../../platform/db/client.ts';

type PreferenceRow = {
  sound: boolean;
  push_personalized: boolean;
  push_user_general: boolean;
  push_general: boolean;
  push_wishlist: boolean;
  mail_personalized: boolean;
  mail_user_general: boolean;
  mail_general: boolean;
  mail_wishlist: boolean;
};

const fromRow = (row: PreferenceRow): NotificationPreferences => ({
  sound: row.sound,
  push: {
    personalized: row.push_personalized,
    'user-general': row.push_user_general,
    general: row.push_general,
    wishlist: row.push_wishlist,
  },
  mail: {
    personalized: row.mail_personalized,
    'user-general': row.mail_user_general,
    general: row.mail_general,
    wishlist: row.mail_wishlist,
  },
});

/**
 * A user's notification preferences (no row: every default, all on). The one place that says
 * whether a notification of a kind may be pushed to, or mailed to, a user.
 */
export function createNotificationPreferences(db: Database) {
  const get = async (userId: string): Promise<NotificationPreferences> => {
    const result = (await db.execute(
      sql`select sound, push_personalized, push_user_general, push_general, push_wishlist,
            mail_personalized, mail_user_general, mail_general, mail_wishlist
          from notification_preference where user_id = ${userId}`,
    )) as unknown as { rows: PreferenceRow[] };
    const row = result.rows[0];
    return row ? fromRow(row) : structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  };

  return {
    get,
    async save(userId: string, p: NotificationPreferences): Promise<NotificationPreferences> {
      await db.execute(sql`insert into notification_preference (user_id, sound, push_personalized,
          push_user_general, push_general, push_wishlist, mail_personalized, mail_user_general,
          mail_general, mail_wishlist, updated_at)
        values (${userId}, ${p.sound}, ${p.push.personalized}, ${p.push['user-general']},
          ${p.push.general}, ${p.push.wishlist}, ${p.mail.personalized}, ${p.mail['user-general']},
          ${p.mail.general}, ${p.mail.wishlist}, now())
        on conflict (user_id) do update set sound = excluded.sound,
          push_personalized = excluded.push_personalized,
          push_user_general = excluded.push_user_general, push_general = excluded.push_general,
          push_wishlist = excluded.push_wishlist, mail_personalized = excluded.mail_personalized,
          mail_user_general = excluded.mail_user_general, mail_general = excluded.mail_general,
          mail_wishlist = excluded.mail_wishlist, updated_at = now()`);
      return get(userId);
    },
    /** Turns one kind's mail off (an unsubscribe link), leaving every other preference. */
    async turnOffMail(userId: string, kind: NotificationKind): Promise<void> {
      const column = {
        personalized: sql`mail_personalized`,
        'user-general': sql`mail_user_general`,
        general: sql`mail_general`,
        wishlist: sql`mail_wishlist`,
      }[kind];
      // A deleted user's old link changes nothing.
      await db.execute(sql`insert into notification_preference (user_id, ${column})
        select ${userId}, false where exists (select 1 from "user" where id = ${userId})
        on conflict (user_id) do update set ${column} = false, updated_at = now()`);
    },
    /** Whether the user lets notifications of this kind reach their browsers by web push. */
    async wantsPush(userId: string, kind: NotificationKind): Promise<boolean> {
      return (await get(userId)).push[kind];
    },
  };
}

export type NotificationPreferencesStore = ReturnType<typeof createNotificationPreferences>;
