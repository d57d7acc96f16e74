import { Badge, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ChatGroup, ChatMessagePreview } from '@vitrine/contracts/chat';
import { Link } from 'react-router';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Who a group is with, seen from my side: the shop for a customer, the customer for the shop. */
export const groupTitle = (group: ChatGroup, userId: string) => {
  const mine = group.members.find((member) => member.userId === userId);
  if (mine?.role !== 'vendor') return group.shop.name;
  return group.members.find((member) => member.userId !== userId)?.name ?? 'Customer';
};

const shared: Record<ChatMessagePreview['type'], string> = {
  text: '',
  image: 'Photo',
  product: 'Shared a product',
  booking: 'Shared a meeting',
  order: 'Shared an order',
};

/** The last message's line in the list: what was said (or shared), "You: " when it was me. */
const previewLine = (last: ChatMessagePreview, userId: string) => {
  const said =
    last.type === 'image' && last.text ? `Photo: ${last.text}` : last.text || shared[last.type];
  return last.senderId === userId ? `You: ${said}` : said;
};

type GroupListProps = {
  groups: ChatGroup[];
  userId: string;
  selectedId: string | null;
  linkTo: (groupId: string) => string;
};

/** The conversations, newest message first (as the server sorts them), with unread badges. */
export function GroupList({ groups, userId, selectedId, linkTo }: GroupListProps) {
  return (
    <Stack
      component="ul"
      gap={2}
      p={0}
      m={0}
      aria-label="Conversations"
      style={{ listStyle: 'none' }}
    >
      {groups.map((group) => {
        const title = groupTitle(group, userId);
        return (
          <li key={group.groupId} data-group-id={group.groupId}>
            <NavLink
              component={Link}
              to={linkTo(group.groupId)}
              active={group.groupId === selectedId}
              aria-current={group.groupId === selectedId ? 'page' : undefined}
              label={
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={group.unreadMessages > 0 ? 700 : 500} truncate>
                    {title}
                  </Text>
                  {group.unreadMessages > 0 ? (
                    <Badge
                      size="sm"
                      circle={group.unreadMessages < 10}
                      aria-label={`${group.unreadMessages} unread`}
                    >
                      {group.unreadMessages}
                    </Badge>
                  ) : null}
                </Group>
              }
              description={
                <>
                  {group.lastMessage ? (
                    <Text component="span" size="xs" display="block" truncate>
                      {previewLine(group.lastMessage, userId)}
                    </Text>
                  ) : null}
                  <Text component="span" size="xs" c="dimmed" display="block">
                    {group.lastMessageAt
                      ? when.format(new Date(group.lastMessageAt))
                      : 'No messages yet'}
                  </Text>
                </>
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
