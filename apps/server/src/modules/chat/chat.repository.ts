import { sql, type SQL } from 'drizzle-orm';
import type { ChatRole, ChatStatus } from '@vitrine/contracts/chat';
import type { Database } from '../../platform/db/client.ts';
import { jsonColumn } from '../../platform/db/raw-rows.ts';
import { CHAT_STATUSES, type ChatStatusEvent } from './chat.schema.ts';
import { queryWith, type Queryable, type Transaction } from '../../platform/db/transaction.ts';

type Rows<T> = { rows: T[] };
const rows = async <T>(q: Queryable, query: SQL): Promise<T[]> =>
  ((await q.execute(query)) as unknown as Rows<T>).rows;
const iso = (value: Date | string) => new Date(value).toISOString();
const rankOf = (status: ChatStatus) => CHAT_STATUSES.indexOf(status);
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export type GroupRecord = {
  id: string;
  customerId: string;
  shopId: string;
  shopName: string;
  shopSlug: string;
  lastMessageId: string | null;
  lastMessageAt: string | null;
  createdAt: string;
};
/** A group as its member's list shows it: with its last message's type, sender and content. */
export type ListedGroupRecord = GroupRecord & {
  lastMessage: { type: string; senderId: string; content: Record<string, unknown> } | null;
};
export type MemberRecord = {
  groupId: string;
  userId: string;
  name: string;
  role: ChatRole;
  deliveredMessages: number;
  unreadMessages: number;
};
export type MessageRecord = {
  id: string;
  seq: number;
  groupId: string;
  senderId: string;
  clientId: string;
  type: string;
  role: ChatRole;
  content: Record<string, unknown>;
  createdAt: string;
};
export type StatusRecord = {
  messageId: string;
  userId: string;
  status: ChatStatus;
  updatedAt: string;
  events: ChatStatusEvent[];
};
/** A status that moved: its message, the message's sender and the status it left. */
export type MovedStatus = { messageId: string; senderId: string; oldRank: number };

type GroupRow = {
  id: string;
  customer_id: string;
  shop_id: string;
  shop_name: string;
  shop_slug: string;
  last_message_id: string | null;
  last_message_at: Date | string | null;
  created_at: Date | string;
};
const toGroup = (row: GroupRow): GroupRecord => ({
  id: row.id,
  customerId: row.customer_id,
  shopId: row.shop_id,
  shopName: row.shop_name,
  shopSlug: row.shop_slug,
  lastMessageId: row.last_message_id,
  lastMessageAt: row.last_message_at === null ? null : iso(row.last_message_at),
  createdAt: iso(row.created_at),
});
type MessageRow = {
  id: string;
  seq: number | string;
  group_id: string;
  sender_id: string;
  client_id: string;
  type: string;
  role: ChatRole;
  content: Record<string, unknown>;
  created_at: Date | string;
};
const toMessage = (row: MessageRow): MessageRecord => ({
  id: row.id,
  seq: Number(row.seq),
  groupId: row.group_id,
  senderId: row.sender_id,
  clientId: row.client_id,
  type: row.type,
  role: row.role,
  content: row.content,
  createdAt: iso(row.created_at),
});

type MemberJson = {
  group_id: string;
  user_id: string;
  name: string;
  role: ChatRole;
  delivered_messages: number;
  unread_messages: number;
};
const toMember = (row: MemberJson): MemberRecord => ({
  groupId: row.group_id,
  userId: row.user_id,
  name: row.name,
  role: row.role,
  deliveredMessages: Number(row.delivered_messages),
  unreadMessages: Number(row.unread_messages),
});
type StatusJson = {
  message_id: string;
  user_id: string;
  status: ChatStatus;
  updated_at: string;
  events: ChatStatusEvent[];
};
/** Statuses aggregated with json_agg. */
const parseStatuses = (value: StatusJson[] | string | null): StatusRecord[] =>
  (jsonColumn(value) ?? []).map((s) => ({
    messageId: s.message_id,
    userId: s.user_id,
    status: s.status,
    updatedAt: iso(s.updated_at),
    events: s.events,
  }));

const groupColumns = sql`g.id, g.customer_id, g.shop_id, s.name as shop_name, s.slug as shop_slug,
  g.last_message_id, g.last_message_at, g.created_at`;

/** Raises or lowers the user's realtime counters (user_presence, created when missing). */
async function addToUserCounters(
  q: Queryable,
  userIds: readonly string[],
  delivered: number,
  unSeen: number,
) {
  for (const userId of [...userIds].sort()) {
    await q.execute(sql`
      insert into user_presence (user_id, status, delivered_messages, un_seen_messages)
      values (${userId}, 'offline', greatest(${delivered}::int, 0), greatest(${unSeen}::int, 0))
      on conflict (user_id) do update set
        delivered_messages = greatest(user_presence.delivered_messages + ${delivered}::int, 0),
        un_seen_messages = greatest(user_presence.un_seen_messages + ${unSeen}::int, 0)`);
  }
}

export function createChatRepository(db: Database) {
  return {
    /** The group if `userId` is a member of it, else null. */
    async findGroupOfMember(groupId: string, userId: string): Promise<GroupRecord | null> {
      const [row] = await rows<GroupRow>(
        db,
        sql`select ${groupColumns} from chat_group g join shop s on s.id = g.shop_id
            join chat_group_member m on m.group_id = g.id and m.user_id = ${userId}
            where g.id = ${groupId}`,
      );
      return row ? toGroup(row) : null;
    },

    /**
     * What a send needs before it writes, in one query: the sender's role in the group (null
     * when not a member) and the message already stored under this clientId, if any.
     */
    async findSendContext(
      groupId: string,
      senderId: string,
      clientId: string,
    ): Promise<{ role: ChatRole; existing: MessageRecord | null } | null> {
      const [row] = await rows<{ member_role: ChatRole } & MessageRow>(
        db,
        sql`select m.role as member_role, c.id, c.seq, c.group_id, c.sender_id, c.client_id,
              c.type, c.role, c.content, c.created_at
            from chat_group_member m
            left join chat_message c on c.group_id = m.group_id and c.sender_id = m.user_id
              and c.client_id = ${clientId}
            where m.group_id = ${groupId} and m.user_id = ${senderId}`,
      );
      if (!row) return null;
      return { role: row.member_role, existing: row.id === null ? null : toMessage(row) };
    },

    async findShop(shopId: string): Promise<{ id: string; ownerIds: string[] } | null> {
      const [row] = await rows<{ id: string; owner_ids: string[] | null }>(
        db,
        sql`select s.id, (select array_agg(user_id order by user_id) from shop_member
              where shop_id = s.id) as owner_ids
            from shop s where s.id = ${shopId}`,
      );
      return row ? { id: row.id, ownerIds: row.owner_ids ?? [] } : null;
    },

    /** One group per customer and shop: created with its members, or the existing one. */
    async createOrReuseGroup(
      tx: Transaction,
      customerId: string,
      shopId: string,
      vendorIds: readonly string[],
    ): Promise<{ groupId: string; created: boolean }> {
      const q = queryWith(tx);
      const [inserted] = await rows<{ id: string }>(
        q,
        sql`insert into chat_group (customer_id, shop_id) values (${customerId}, ${shopId})
            on conflict (customer_id, shop_id) do nothing returning id`,
      );
      const groupId =
        inserted?.id ??
        (
          await rows<{ id: string }>(
            q,
            sql`select id from chat_group where customer_id = ${customerId} and shop_id = ${shopId}`,
          )
        )[0]!.id;
      const members: [string, ChatRole][] = [
        [customerId, 'customer'],
        ...vendorIds.map((id): [string, ChatRole] => [id, 'vendor']),
      ];
      for (const [userId, role] of members) {
        await q.execute(sql`insert into chat_group_member (group_id, user_id, role)
          values (${groupId}, ${userId}, ${role}) on conflict do nothing`);
      }
      return { groupId, created: inserted !== undefined };
    },

    /**
     * The user's groups, newest message first (groups without one by creation): at most `limit`,
     * or only those of `groupIds`.
     */
    async listGroups(
      userId: string,
      only: { limit: number } | { groupIds: readonly string[] },
    ): Promise<ListedGroupRecord[]> {
      type LastMessage = ListedGroupRecord['lastMessage'];
      const found = await rows<GroupRow & { last_message: LastMessage | string | null }>(
        db,
        sql`select ${groupColumns},
              (select json_build_object('type', lm.type, 'senderId', lm.sender_id,
                 'content', lm.content)
               from chat_message lm where lm.id = g.last_message_id) as last_message
            from chat_group g join shop s on s.id = g.shop_id
            join chat_group_member m on m.group_id = g.id and m.user_id = ${userId}
            ${'groupIds' in only ? sql`where g.id in (${uuidList(only.groupIds)})` : sql``}
            order by coalesce(g.last_message_at, g.created_at) desc, g.id desc
            ${'limit' in only ? sql`limit ${only.limit}` : sql``}`,
      );
      return found.map((row) => ({
        ...toGroup(row),
        lastMessage: jsonColumn(row.last_message),
      }));
    },

    async membersOf(groupIds: readonly string[]): Promise<MemberRecord[]> {
      if (groupIds.length === 0) return [];
      const found = await rows<{
        group_id: string;
        user_id: string;
        name: string;
        role: ChatRole;
        delivered_messages: number;
        unread_messages: number;
      }>(
        db,
        sql`select m.group_id, m.user_id, u.name, m.role, m.delivered_messages, m.unread_messages
            from chat_group_member m join "user" u on u.id = m.user_id
            where m.group_id in (${uuidList(groupIds)}) order by m.role, m.user_id`,
      );
      return found.map(toMember);
    },

    /** The user's groups with messages delivered to them and not yet seen. */
    async deliveredGroupIds(userId: string): Promise<string[]> {
      const found = await rows<{ group_id: string }>(
        db,
        sql`select group_id from chat_group_member
            where user_id = ${userId} and delivered_messages > 0`,
      );
      return found.map((row) => row.group_id);
    },

    async counters(userId: string): Promise<{ deliveredMessages: number; unSeenMessages: number }> {
      const [row] = await rows<{ delivered_messages: number; un_seen_messages: number }>(
        db,
        sql`select delivered_messages, un_seen_messages from user_presence where user_id = ${userId}`,
      );
      return {
        deliveredMessages: Number(row?.delivered_messages ?? 0),
        unSeenMessages: Number(row?.un_seen_messages ?? 0),
      };
    },

    /** A message with its statuses and its group's members, in one query (the delivery). */
    async findMessageForDelivery(messageId: string): Promise<{
      message: MessageRecord;
      statuses: StatusRecord[];
      members: MemberRecord[];
    } | null> {
      const [row] = await rows<
        MessageRow & {
          statuses: StatusJson[] | string | null;
          members: MemberJson[] | string | null;
        }
      >(
        db,
        sql`select c.*,
              (select json_agg(json_build_object('message_id', s.message_id, 'user_id', s.user_id,
                  'status', s.status, 'updated_at', s.updated_at, 'events', s.events))
                from chat_message_status s where s.message_id = c.id) as statuses,
              (select json_agg(json_build_object('group_id', m.group_id, 'user_id', m.user_id,
                  'name', u.name, 'role', m.role, 'delivered_messages', m.delivered_messages,
                  'unread_messages', m.unread_messages) order by m.role, m.user_id)
                from chat_group_member m join "user" u on u.id = m.user_id
                where m.group_id = c.group_id) as members
            from chat_message c where c.id = ${messageId}`,
      );
      if (!row) return null;
      const members = jsonColumn(row.members) ?? [];
      return {
        message: toMessage(row),
        statuses: parseStatuses(row.statuses),
        members: members.map(toMember),
      };
    },

    async findByClientId(
      q: Queryable | Transaction,
      groupId: string,
      senderId: string,
      clientId: string,
    ): Promise<MessageRecord | null> {
      const [row] = await rows<MessageRow>(
        queryWith(q),
        sql`select * from chat_message
            where group_id = ${groupId} and sender_id = ${senderId} and client_id = ${clientId}`,
      );
      return row ? toMessage(row) : null;
    },

    /**
     * Stores a message once per (group, sender, clientId): delivered for every other member,
     * whose delivered and unread counts and realtime counters rise by one. Null when that
     * clientId was already used (the caller answers with the stored message).
     */
    async insertMessage(
      input: {
        id: string;
        groupId: string;
        senderId: string;
        clientId: string;
        type: string;
        role: ChatRole;
        content: Record<string, unknown>;
        at: Date;
      },
      /**
       * The outbox event's CTE body, written once per row of the CTE it is given; the second
       * argument is a jsonb object naming the message's recipients (`recipientIds`), for the
       * event's payload.
       */
      event: (from: SQL, recipients: SQL) => SQL,
    ): Promise<{
      message: MessageRecord;
      statuses: StatusRecord[];
      recipientIds: string[];
    } | null> {
      const at = input.at.toISOString();
      const events = JSON.stringify([{ status: 'delivered', at }]);
      // One statement, so one round trip and atomic without BEGIN and COMMIT: the message, the
      // recipients' statuses, their member counts (rows locked in user order, as every writer of
      // them does), their realtime counters, the group's last message and the outbox event.
      // Nothing is written when the clientId was already used.
      const [row] = await rows<
        MessageRow & {
          statuses: StatusJson[] | string | null;
          recipient_ids: string[] | string | null;
        }
      >(
        db,
        sql`with msg as (
              insert into chat_message
                (id, group_id, sender_id, client_id, type, role, content, created_at)
              values (${input.id}, ${input.groupId}, ${input.senderId}, ${input.clientId},
                ${input.type}, ${input.role}, ${JSON.stringify(input.content)}::jsonb,
                ${at}::timestamptz)
              on conflict (group_id, sender_id, client_id) do nothing returning *),
            recipients as (
              select m.user_id from chat_group_member m
              where m.group_id = ${input.groupId} and m.user_id <> ${input.senderId}
                and exists (select 1 from msg)
              order by m.user_id for update),
            event as (${event(
              sql`msg`,
              sql`jsonb_build_object('recipientIds', coalesce(
                (select jsonb_agg(user_id order by user_id) from recipients), '[]'::jsonb))`,
            )}),
            statuses as (
              insert into chat_message_status
                (message_id, user_id, group_id, status, rank, events, updated_at)
              select msg.id, r.user_id, ${input.groupId}, 'delivered', 0, ${events}::jsonb,
                ${at}::timestamptz
              from msg, recipients r
              returning message_id, user_id, status, updated_at, events),
            members as (
              update chat_group_member set delivered_messages = delivered_messages + 1,
                unread_messages = unread_messages + 1
              where group_id = ${input.groupId} and user_id in (select user_id from recipients)
              returning user_id),
            counters as (
              insert into user_presence (user_id, status, delivered_messages, un_seen_messages)
              select user_id, 'offline', 1, 1 from recipients order by user_id
              on conflict (user_id) do update set
                delivered_messages = greatest(user_presence.delivered_messages + 1, 0),
                un_seen_messages = greatest(user_presence.un_seen_messages + 1, 0)
              returning user_id),
            last as (
              update chat_group g set last_message_id = msg.id, last_message_at = msg.created_at
              from msg where g.id = msg.group_id
                and (g.last_message_at is null or g.last_message_at <= msg.created_at)
              returning g.id)
            select msg.*,
              (select json_agg(statuses order by statuses.user_id) from statuses) as statuses,
              (select json_agg(user_id) from recipients) as recipient_ids
            from msg`,
      );
      if (!row) return null;
      const message = toMessage(row);
      const recipientIds = jsonColumn(row.recipient_ids) ?? [];
      return { message, statuses: parseStatuses(row.statuses), recipientIds };
    },

    /**
     * A group's messages in order: those after `after` (at most `limit`, oldest first), or the
     * latest `limit` before `before` (or of all); `hasEarlier` says whether older ones remain.
     */
    async listMessages(
      groupId: string,
      page: { after?: string | undefined; before?: string | undefined },
      limit: number,
    ): Promise<{ messages: MessageRecord[]; hasEarlier?: boolean }> {
      const seqOf = (id: string) =>
        sql`(select seq from chat_message where id = ${id} and group_id = ${groupId})`;
      if (page.after) {
        const found = await rows<MessageRow>(
          db,
          sql`select * from chat_message where group_id = ${groupId}
                and seq > coalesce(${seqOf(page.after)}, 0)
              order by seq limit ${limit}`,
        );
        return { messages: found.map(toMessage) };
      }
      // One more than asked, newest first: the extra row only says that earlier ones remain.
      // A `before` id that names no message of the group gives an empty page.
      const found = await rows<MessageRow>(
        db,
        sql`select * from chat_message where group_id = ${groupId}
              ${page.before ? sql`and seq < ${seqOf(page.before)}` : sql``}
            order by seq desc limit ${limit + 1}`,
      );
      return {
        messages: found.slice(0, limit).reverse().map(toMessage),
        hasEarlier: found.length > limit,
      };
    },

    async statusesOf(messageIds: readonly string[]): Promise<StatusRecord[]> {
      if (messageIds.length === 0) return [];
      const found = await rows<{
        message_id: string;
        user_id: string;
        status: ChatStatus;
        updated_at: Date | string;
        events: ChatStatusEvent[];
      }>(
        db,
        sql`select message_id, user_id, status, updated_at, events from chat_message_status
            where message_id in (${uuidList(messageIds)})`,
      );
      return found.map((row) => ({
        messageId: row.message_id,
        userId: row.user_id,
        status: row.status,
        updatedAt: iso(row.updated_at),
        events: row.events,
      }));
    },

    /**
     * Moves the user's statuses in the group forward to `status` (only those at an earlier
     * one: a status never goes back), appending to each history; `messageIds` narrows it.
     * The member's delivered and unread counts and the user's delivered counter follow.
     */
    async moveStatuses(
      tx: Transaction,
      input: {
        userId: string;
        groupId: string;
        status: ChatStatus;
        messageIds?: readonly string[];
        at: Date;
      },
    ): Promise<MovedStatus[]> {
      const q = queryWith(tx);
      if (input.messageIds?.length === 0) return [];
      const rank = rankOf(input.status);
      const at = input.at.toISOString();
      const only = input.messageIds
        ? sql`and message_id in (${uuidList(input.messageIds)})`
        : sql``;
      const event = JSON.stringify([{ status: input.status, at }]);
      const moved = await rows<{ message_id: string; old_rank: number; sender_id: string }>(
        q,
        sql`with target as (
              select message_id, user_id, rank as old_rank from chat_message_status
              where user_id = ${input.userId} and group_id = ${input.groupId}
                and rank < ${rank} ${only}
              order by message_id for update)
            update chat_message_status s set status = ${input.status}, rank = ${rank},
              events = s.events || ${event}::jsonb, updated_at = ${at}::timestamptz
            from target t, chat_message m
            where s.message_id = t.message_id and s.user_id = t.user_id and s.rank < ${rank}
              and m.id = s.message_id
            returning s.message_id, t.old_rank, m.sender_id`,
      );
      const fromDelivered = moved.filter((m) => Number(m.old_rank) === 0).length;
      const toRead = input.status === 'read' ? moved.length : 0;
      if (fromDelivered > 0 || toRead > 0) {
        await q.execute(sql`update chat_group_member set
            delivered_messages = greatest(delivered_messages - ${fromDelivered}::int, 0),
            unread_messages = greatest(unread_messages - ${toRead}::int, 0)
          where group_id = ${input.groupId} and user_id = ${input.userId}`);
      }
      if (fromDelivered > 0) await addToUserCounters(q, [input.userId], -fromDelivered, 0);
      return moved.map((m) => ({
        messageId: m.message_id,
        senderId: m.sender_id,
        oldRank: Number(m.old_rank),
      }));
    },

    /** Opening a group's messages resets the user's unSeenMessages to 0. */
    async resetUnSeen(tx: Transaction, userId: string): Promise<void> {
      await queryWith(tx).execute(
        sql`update user_presence set un_seen_messages = 0 where user_id = ${userId}`,
      );
    },

    async unreadOf(groupId: string, userId: string): Promise<number> {
      const [row] = await rows<{ unread_messages: number }>(
        db,
        sql`select unread_messages from chat_group_member
            where group_id = ${groupId} and user_id = ${userId}`,
      );
      return Number(row?.unread_messages ?? 0);
    },

    async memberIds(groupId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from chat_group_member where group_id = ${groupId} order by user_id`,
      );
      return found.map((r) => r.user_id);
    },

    /** Whether the two users share a group (presence is visible to conversation partners). */
    async sharesGroup(a: string, b: string): Promise<boolean> {
      const [row] = await rows<{ shared: boolean }>(
        db,
        sql`select exists(select 1 from chat_group_member x join chat_group_member y
              on y.group_id = x.group_id and y.user_id = ${b} where x.user_id = ${a}) as shared`,
      );
      return row?.shared === true;
    },

    /** Everyone who shares a group with the user. */
    async partnersOf(userId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select distinct y.user_id from chat_group_member x join chat_group_member y
              on y.group_id = x.group_id and y.user_id <> x.user_id where x.user_id = ${userId}`,
      );
      return found.map((r) => r.user_id);
    },

    /** Whether a message shows this upload (it is then kept: see media's usage checks). */
    async isImageInMessages(imageId: string): Promise<boolean> {
      const [row] = await rows<{ used: boolean }>(
        db,
        sql`select exists(select 1 from chat_message
              where type = 'image' and content->>'imageId' = ${imageId}) as used`,
      );
      return row?.used === true;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
