import { Anchor, Box, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import {
  CHAT_GROUPS_MAX_LIMIT,
  CHAT_GROUPS_PAGE_SIZE,
  type ChatGroup,
} from '@vitrine/contracts/chat';
import { useGetChatGroupQuery } from '../api/get-chat-group.ts';
import { NEWEST_CHAT_GROUPS, useGetChatGroupsQuery } from '../api/get-chat-groups.ts';
import { Conversation } from './conversation.tsx';
import { ConversationsPane, type OlderConversations } from './conversations-pane.tsx';

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
  // The newest page until the user asks for older conversations: shared with the header's hook.
  const [limit, setLimit] = useState<number>(NEWEST_CHAT_GROUPS.limit);
  const groups = useGetChatGroupsQuery({ limit });
  const [params] = useSearchParams();
  const selectedId = params.get('group');
  const isMine = (group: ChatGroup) =>
    group.members.some((member) => member.userId === userId && member.role === side);
  const mine = groups.data?.items.filter(isMine) ?? [];
  const listed = mine.find((group) => group.groupId === selectedId);
  // A link to a conversation older than those listed: that one conversation on its own.
  const linked = useGetChatGroupQuery(selectedId ?? '', {
    skip: !selectedId || !groups.data || listed !== undefined,
  });

  if (groups.isLoading || !userId)
    return <ListLoading label="Loading your conversations" rows={4} />;
  if (!groups.data)
    return (
      <ErrorState
        title="We could not load your conversations"
        error={toApiError(groups.error)}
        onRetry={groups.refetch}
        retrying={groups.isFetching}
      />
    );

  if (mine.length === 0 && !groups.data.hasMore && !linked.data)
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

  const selected = listed ?? (linked.data && isMine(linked.data) ? linked.data : null);
  const linkTo = (groupId: string) => `${path}?group=${groupId}`;
  // While more load, `data` is still the shorter list; `currentData` is the asked one's.
  const loadingOlder = groups.isFetching && groups.currentData === undefined;
  const older: OlderConversations = {
    hasMore: groups.data.hasMore,
    atMost: limit >= CHAT_GROUPS_MAX_LIMIT ? CHAT_GROUPS_MAX_LIMIT : undefined,
    loading: loadingOlder,
    // A failed refresh of the newest page keeps its list; a failed older page says so here.
    error: groups.isError && limit > NEWEST_CHAT_GROUPS.limit ? groups.error : undefined,
    onMore: () =>
      groups.isError
        ? void groups.refetch()
        : setLimit((n) => Math.min(n + CHAT_GROUPS_PAGE_SIZE, CHAT_GROUPS_MAX_LIMIT)),
  };

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
        <ConversationsPane
          groups={mine}
          userId={userId}
          side={side}
          selectedId={selectedId}
          linkTo={linkTo}
          older={older}
        />
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
        ) : selectedId && linked.isFetching ? (
          <ListLoading label="Opening the conversation" rows={3} />
        ) : (
          <Paper withBorder radius="md" p="xl" visibleFrom="md">
            <Text c="dimmed" ta="center" role={selectedId ? 'status' : undefined}>
              {selectedId && linked.isError
                ? 'This conversation could not be opened: it may not be yours, or it is gone. Choose another.'
                : 'Choose a conversation to read it.'}
            </Text>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
