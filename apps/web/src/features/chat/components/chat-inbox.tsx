import { Anchor, Box, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMessages, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import type { ChatGroup } from '@vitrine/contracts/chat';
import { useGetChatGroupsQuery } from '../api/get-chat-groups.ts';
import { Conversation } from './conversation.tsx';
import { GroupList, groupTitle } from './group-list.tsx';

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a conversation matches what was typed: its partner's name or its last words. */
const matches = (group: ChatGroup, userId: string, query: string) =>
  folded(`${groupTitle(group, userId)} ${group.lastMessage?.text ?? ''}`).includes(folded(query));

type ChatInboxProps = {
  /** The signed-in user (null until the role call answers). */
  userId: string | null;
  /** Whose side of the conversations: a customer's chats, or a shop's inbox in its console. */
  side: 'customer' | 'vendor';
  /** The page the inbox lives on (/user/chat, /vendor/inbox). */
  path: string;
  empty: { title: string; body: string; action?: { label: string; to: string } };
};

/**
 * Conversations and the open one: two panes on a wide screen; on a phone the list, then the
 * conversation with a way back. The open group is `?group=` so links and notifications reach it.
 */
export function ChatInbox({ userId, side, path, empty }: ChatInboxProps) {
  const groups = useGetChatGroupsQuery(undefined);
  const [params] = useSearchParams();
  const [query, setQuery] = useState('');
  const selectedId = params.get('group');

  if (groups.isLoading || !userId)
    return <ListLoading label="Loading your conversations" rows={4} />;
  if (groups.isError || !groups.data)
    return (
      <ErrorState
        title="We could not load your conversations"
        error={toApiError(groups.error)}
        onRetry={groups.refetch}
        retrying={groups.isFetching}
      />
    );

  const mine = groups.data.items.filter((group) =>
    group.members.some((member) => member.userId === userId && member.role === side),
  );
  if (mine.length === 0)
    return (
      <EmptyState
        icon={<IconMessages size={24} />}
        title={empty.title}
        actions={
          empty.action ? (
            <Anchor component={Link} to={empty.action.to}>
              {empty.action.label}
            </Anchor>
          ) : undefined
        }
      >
        {empty.body}
      </EmptyState>
    );

  const selected = mine.find((group) => group.groupId === selectedId) ?? null;
  const linkTo = (groupId: string) => `${path}?group=${groupId}`;
  const shown = query.trim() ? mine.filter((group) => matches(group, userId, query.trim())) : mine;

  return (
    <Box
      // One pane under md; from md, a grid: the list beside the conversation.
      display={{ base: 'block', md: 'grid' }}
      style={{
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
        gap: 'var(--mantine-spacing-md)',
        alignItems: 'start',
      }}
    >
      <Box display={{ base: selected ? 'none' : 'block', md: 'block' }}>
        <Paper withBorder radius="md" p="xs">
          <Stack gap="xs">
            <TextInput
              type="search"
              aria-label="Search conversations"
              placeholder={
                side === 'vendor' ? 'Search customers or messages' : 'Search shops or messages'
              }
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md" role="status">
                No conversation matches “{query.trim()}”.
              </Text>
            ) : (
              <GroupList groups={shown} userId={userId} selectedId={selectedId} linkTo={linkTo} />
            )}
          </Stack>
        </Paper>
      </Box>
      <Box display={{ base: selected ? 'block' : 'none', md: 'block' }}>
        {selected ? (
          <>
            <Box hiddenFrom="md" mb="xs">
              <Anchor component={Link} to={path} size="sm">
                <IconArrowLeft size={14} aria-hidden="true" /> All conversations
              </Anchor>
            </Box>
            <Conversation key={selected.groupId} group={selected} userId={userId} />
          </>
        ) : (
          <Paper withBorder radius="md" p="xl" visibleFrom="md">
            <Text c="dimmed" ta="center">
              Choose a conversation to read it.
            </Text>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
