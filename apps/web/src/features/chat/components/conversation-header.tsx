import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ChatGroup } from '@vitrine/contracts/chat';
import { useEffect } from 'react';
import { useIsOnline, useIsTyping } from '../state/chat-live-store.ts';
import { useGetPresenceQuery } from '../api/get-presence.ts';
import { chatLive } from '../state/chat-live-store.ts';

/** Who the conversation is with, whether they are online now, and whether they are typing. */
export function ConversationHeader({ group, userId }: { group: ChatGroup; userId: string }) {
  const partner = group.members.find((member) => member.userId !== userId);
  const mine = group.members.find((member) => member.userId === userId);
  const title = mine?.role === 'vendor' ? (partner?.name ?? 'Customer') : group.shop.name;
  const presence = useGetPresenceQuery(partner?.userId ?? '', { skip: !partner });
  const live = useIsOnline(partner?.userId);
  const typing = useIsTyping(group.groupId, partner?.userId);
  const online = live ?? presence.data?.status === 'online';

  useEffect(() => {
    if (presence.data) chatLive.presence(presence.data.userId, presence.data.status === 'online');
  }, [presence.data]);

  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="partner-activity">
          {typing ? `${partner?.name ?? 'They'} is typing…` : online ? 'Online' : 'Offline'}
        </Text>
      </Stack>
      <Badge
        variant="dot"
        color={online ? 'teal' : 'gray'}
        aria-label={online ? 'Online' : 'Offline'}
      >
        {online ? 'Online' : 'Offline'}
      </Badge>
    </Group>
  );
}
