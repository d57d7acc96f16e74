import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { CHAT_STATUSES } from '../modules/chat/chat.schema.ts';
import { insertDemoNotification } from './demo-notification.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

export const DEMO_CUSTOMER_EMAIL = 'demo@vitrine.local';

type Status = (typeof CHAT_STATUSES)[number];
type DemoMessage = {
  from: 'customer' | 'vendor';
  text: string;
  status: Status;
  minutesAgo: number;
};

/**
 * Earlier weeks of the same conversation, all read: a lehenga altered for a cousin's wedding.
 * Each day's lines, a few minutes apart; with today's more than a conversation's first page (50),
 * so the demo shows day dividers and "Show earlier messages".
 */
const EARLIER_DAYS: { daysAgo: number; lines: ['c' | 'v', string][] }[] = [
  {
    daysAgo: 23,
    lines: [
      ['c', 'Hi! I saw your zari lehengas on Vitrine. Do you do alterations too?'],
      ['v', 'Namaste! Yes, alterations on anything we sell, and on pieces from elsewhere.'],
      ['c', 'I have my mother’s lehenga from 1998. It needs taking in at the waist.'],
      ['v', 'Lovely, old zari work is a joy. How much smaller, roughly?'],
      ['c', 'About two inches, and the blouse needs new sleeves.'],
      ['v', 'That is doable. Could you send a photo of the waistband from inside?'],
      ['c', 'I will tonight, the light is better then.'],
    ],
  },
  {
    daysAgo: 22,
    lines: [
      ['c', 'Here is the waistband. The stitching looks original.'],
      ['v', 'It is, and there is enough seam allowance to take it in without cutting.'],
      ['c', 'That is a relief. What would it cost?'],
      ['v', '₹1,800 for the waist, ₹1,200 for new sleeves in matching silk.'],
      ['c', 'Do you have silk that matches this maroon?'],
      ['v', 'We have three maroons in stock. Best to match them by daylight in the shop.'],
    ],
  },
  {
    daysAgo: 20,
    lines: [
      ['c', 'Could we look at the silks on a video call instead? I am in Pune this month.'],
      ['v', 'Of course. Book a meeting from our page and I will have the bolts ready.'],
      ['c', 'Booked for Thursday at 4.'],
      ['v', 'Got it. Keep the lehenga near a window during the call, please.'],
    ],
  },
  {
    daysAgo: 18,
    lines: [
      ['v', 'Thank you for the call. To confirm: the second maroon, with the narrow border?'],
      ['c', 'Yes, that one. And elbow-length sleeves.'],
      ['v', 'Noted. Please courier the lehenga and the blouse; the address is on our page.'],
      ['c', 'Sending it tomorrow by Blue Dart.'],
      ['v', 'We will message you the moment it arrives.'],
    ],
  },
  {
    daysAgo: 15,
    lines: [
      ['v', 'Your parcel is here, safe and dry.'],
      ['c', 'Wonderful! How long will it take?'],
      ['v', 'About ten days with the sleeves. The wedding is on the 28th?'],
      ['c', 'The 27th, the sangeet is the day before.'],
      ['v', 'Then we will aim to ship by the 20th, to be safe.'],
      ['c', 'Thank you so much.'],
    ],
  },
  {
    daysAgo: 11,
    lines: [
      ['v', 'The waist is done. Here is how it sits on the form.'],
      ['c', 'It looks perfect. The pleats fall just like before.'],
      ['v', 'We reset them by hand. Starting the sleeves today.'],
      ['c', 'Could the sleeves have a small border at the hem?'],
      ['v', 'Yes, we have a strip of the same zari left over from the waist.'],
      ['c', 'Even better, it will all match.'],
    ],
  },
  {
    daysAgo: 8,
    lines: [
      ['v', 'Sleeves attached. One fitting question: do you want hooks or a zip at the back?'],
      ['c', 'Hooks, like the original.'],
      ['v', 'Hooks it is. We will press it and pack it tomorrow.'],
      ['c', 'Please add tissue between the folds, the zari is fragile.'],
      ['v', 'Always. It goes in a muslin bag too.'],
    ],
  },
  {
    daysAgo: 6,
    lines: [
      ['v', 'Shipped! The tracking number is in your order.'],
      ['c', 'Thank you! I will tell you when it arrives.'],
      ['c', 'It arrived this morning. My mother cried, in a good way.'],
      ['v', 'That is the best message we could get. Wishing your cousin a beautiful wedding.'],
      ['c', 'I will send a photo from the sangeet.'],
      ['v', 'Please do, we would love to see it.'],
    ],
  },
  {
    daysAgo: 1,
    lines: [
      ['c', 'Here it is at the sangeet. Everyone asked where it was altered.'],
      ['v', 'It looks stunning. Thank you for telling them about us.'],
      ['c', 'Next I want a blouse stitched for myself.'],
      ['v', 'Happy to. Message us whenever you are ready.'],
    ],
  },
];

const EARLIER: DemoMessage[] = EARLIER_DAYS.flatMap(({ daysAgo, lines }) =>
  lines.map(([from, text], index) => ({
    from: from === 'c' ? ('customer' as const) : ('vendor' as const),
    text,
    status: 'read' as const,
    // That day at about this time of day, seven minutes apart.
    minutesAgo: daysAgo * 24 * 60 - index * 7,
  })),
);

/** Today's messages: for their recipient, in every status (delivered, unseen, unread, read). */
const TODAY: DemoMessage[] = [
  {
    from: 'customer',
    text: 'Hello! Do you stitch blouses to measure?',
    status: 'read',
    minutesAgo: 300,
  },
  {
    from: 'vendor',
    text: 'We do. Bring a blouse that fits you well and we will take it from there.',
    status: 'read',
    minutesAgo: 290,
  },
  {
    from: 'customer',
    text: 'Could I come on Saturday morning?',
    status: 'unread',
    minutesAgo: 120,
  },
  {
    from: 'vendor',
    text: 'Saturday at 11 works. Shall I book it?',
    status: 'unseen',
    minutesAgo: 30,
  },
  {
    from: 'vendor',
    text: 'I have also kept the blue silk aside for you.',
    status: 'delivered',
    minutesAgo: 5,
  },
];

/** The whole conversation, oldest first. */
const CONVERSATION: DemoMessage[] = [...EARLIER, ...TODAY];

/**
 * The announcements staff sent everyone. The demo customer's own notifications are made where
 * their cause is: the last message below (as the chat module notifies an offline recipient) and
 * the credits they bought (demo-meetings.ts, as a settled payment does).
 */
const ANNOUNCEMENTS = [
  {
    kind: 'user-general',
    title: 'Credit plans',
    body: 'The bigger the plan, the less each video meeting costs.',
    link: '/pricing',
    status: 'unread',
  },
  {
    kind: 'general',
    title: 'Festive hours',
    body: 'Many shops stay open late during the festive week.',
    link: '/shops',
    status: 'read',
  },
] as const;

/**
 * The demo customer's conversation with the demo vendor's shop (weeks of history, today's in
 * every status, the counters to match), the notification of its last message, and the staff's
 * announcements. Added once: nothing happens when the conversation exists or either account or
 * the shop is missing.
 */
export async function seedDemoChat(db: Database): Promise<{ seeded: boolean }> {
  const [found] = await rawRows<{
    customer_id: string;
    vendor_id: string;
    vendor_name: string;
    shop_id: string;
  }>(
    db,
    sql`select c.id as customer_id, v.id as vendor_id, v.name as vendor_name, m.shop_id
        from "user" c, "user" v join shop_member m on m.user_id = v.id and m.role = 'owner'
        where c.email = ${DEMO_CUSTOMER_EMAIL} and v.email = ${DEMO_VENDOR_EMAIL}
        order by m.created_at limit 1`,
  );
  if (!found) return { seeded: false };
  const {
    customer_id: customerId,
    vendor_id: vendorId,
    vendor_name: vendorName,
    shop_id: shopId,
  } = found;

  return db.transaction(async (tx) => {
    const [group] = await rawRows<{ id: string }>(
      tx as unknown as Database,
      sql`insert into chat_group (customer_id, shop_id) values (${customerId}, ${shopId})
          on conflict (customer_id, shop_id) do nothing returning id`,
    );
    if (!group) return { seeded: false };
    await tx.execute(sql`insert into chat_group_member (group_id, user_id, role)
      values (${group.id}, ${customerId}, 'customer'), (${group.id}, ${vendorId}, 'vendor')`);

    const now = Date.now();
    const counts = new Map<string, { delivered: number; unread: number }>();
    let last: { id: string; at: string; text: string } | undefined;
    for (const [index, message] of CONVERSATION.entries()) {
      const senderId = message.from === 'customer' ? customerId : vendorId;
      const recipientId = message.from === 'customer' ? vendorId : customerId;
      const at = new Date(now - message.minutesAgo * 60_000);
      const [row] = await rawRows<{ id: string }>(
        tx as unknown as Database,
        sql`insert into chat_message (group_id, sender_id, client_id, type, role, content, created_at)
            values (${group.id}, ${senderId}, ${`seed-${index}`}, 'text', ${message.from},
              ${JSON.stringify({ text: message.text })}::jsonb, ${at.toISOString()}::timestamptz)
            returning id`,
      );
      const rank = CHAT_STATUSES.indexOf(message.status);
      const events = CHAT_STATUSES.slice(0, rank + 1).map((status, step) => ({
        status,
        at: new Date(at.getTime() + step * 60_000).toISOString(),
      }));
      await tx.execute(sql`insert into chat_message_status
          (message_id, user_id, group_id, status, rank, events, updated_at)
        values (${row!.id}, ${recipientId}, ${group.id}, ${message.status}, ${rank},
          ${JSON.stringify(events)}::jsonb, ${events.at(-1)!.at}::timestamptz)`);
      const count = counts.get(recipientId) ?? { delivered: 0, unread: 0 };
      if (message.status === 'delivered') count.delivered += 1;
      if (message.status !== 'read') count.unread += 1;
      counts.set(recipientId, count);
      last = { id: row!.id, at: at.toISOString(), text: message.text };
    }
    await tx.execute(sql`update chat_group set last_message_id = ${last!.id},
      last_message_at = ${last!.at}::timestamptz where id = ${group.id}`);
    for (const [userId, count] of counts) {
      await tx.execute(sql`update chat_group_member set delivered_messages = ${count.delivered},
        unread_messages = ${count.unread} where group_id = ${group.id} and user_id = ${userId}`);
      // unSeenMessages: messages not yet opened (delivered or unseen).
      const unSeen = CONVERSATION.filter(
        (m) =>
          (m.from === 'customer' ? vendorId : customerId) === userId &&
          (m.status === 'delivered' || m.status === 'unseen'),
      ).length;
      await tx.execute(sql`insert into user_presence (user_id, status, delivered_messages, un_seen_messages)
        values (${userId}, 'offline', ${count.delivered}, ${unSeen})
        on conflict (user_id) do update set
          delivered_messages = user_presence.delivered_messages + ${count.delivered}::int,
          un_seen_messages = user_presence.un_seen_messages + ${unSeen}::int`);
    }

    const notifications = [
      ...ANNOUNCEMENTS.map((n, index) => ({
        ...n,
        sourceKey: `seed:${index}`,
        at: new Date(now - (ANNOUNCEMENTS.length - index) * 45 * 60_000),
      })),
      {
        kind: 'personalized' as const,
        title: `New message from ${vendorName}`,
        body: last!.text,
        link: `/user/chat?group=${group.id}`,
        sourceKey: `chat:${last!.id}:${customerId}`,
        status: 'sent' as const,
        at: new Date(last!.at),
      },
    ];
    for (const n of notifications) {
      await insertDemoNotification(tx as unknown as Database, { ...n, userId: customerId });
    }
    return { seeded: true };
  });
}
