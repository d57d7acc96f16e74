import { Button, Center, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ChatGroup } from '@vitrine/contracts/chat';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { GroupList, groupTitle } from './group-list.tsx';

const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a conversation matches what was typed: its partner's name or its last words. */
const matches = (group: ChatGroup, userId: string, query: string) =>
  folded(`${groupTitle(group, userId)} ${group.lastMessage?.text ?? ''}`).includes(folded(query));

/** The way to older conversations than those listed. */
export type OlderConversations = {
  hasMore: boolean;
  /** The list holds as many as one list can (older ones are reached by their links). */
  atMost?: number;
  loading: boolean;
  /** The last request for more failed (undefined otherwise). */
  error: unknown;
  onMore: () => void;
};

type ConversationsPaneProps = {
  groups: ChatGroup[];
  userId: string;
  side: 'customer' | 'vendor';
  selectedId: string | null;
  linkTo: (groupId: string) => string;
  older: OlderConversations;
};

/**
 * The list side of the inbox: search over the conversations listed (partner or last message,
 * case and accents ignored), the list, and a way to older conversations, which a search that
 * finds nothing points to.
 */
export function ConversationsPane({
  groups,
  userId,
  side,
  selectedId,
  linkTo,
  older,
}: ConversationsPaneProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const shown = typed ? groups.filter((group) => matches(group, userId, typed)) : groups;
  return (
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
            {typed
              ? `No conversation matches “${typed}”${older.hasMore ? ' among the newest' : ''}.`
              : 'No conversations here yet.'}
          </Text>
        ) : (
          <GroupList groups={shown} userId={userId} selectedId={selectedId} linkTo={linkTo} />
        )}
        <OlderButton older={older} />
      </Stack>
    </Paper>
  );
}

function OlderButton({ older }: { older: OlderConversations }) {
  if (older.error !== undefined && !older.loading)
    return (
      <ErrorState
        title="We could not load older conversations"
        error={toApiError(older.error)}
        onRetry={older.onMore}
      />
    );
  if (!older.hasMore) return null;
  if (older.atMost !== undefined)
    return (
      <Text size="xs" c="dimmed" ta="center">
        Your newest {older.atMost} conversations are shown.
      </Text>
    );
  return (
    <Center>
      <Button variant="subtle" size="xs" onClick={older.onMore} loading={older.loading}>
        Show older conversations
      </Button>
    </Center>
  );
}
