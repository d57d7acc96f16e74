import { Box, Divider, Paper, Stack, Text } from '@mantine/core';
import type { ChatGroup, ChatMessage } from '@vitrine/contracts/chat';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetChatMessagesQuery } from '../api/get-chat-messages.ts';
import { useEarlierMessages } from '../hooks/use-earlier-messages.ts';
import { useFirstUnread } from '../hooks/use-first-unread.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { dayKey, dayLabel } from '../lib/day-label.ts';
import { scrollWithin } from '../lib/scroll-within.ts';
import { usePendingSends, type PendingSend } from '../hooks/use-pending-sends.ts';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationDivider } from './conversation-divider.tsx';
import { EarlierMessages } from './earlier-messages.tsx';
import { MessageBubble } from './message-bubble.tsx';

const asMessage = (send: PendingSend, group: ChatGroup, userId: string): ChatMessage => ({
  id: send.clientId,
  groupId: group.groupId,
  senderId: userId,
  clientId: send.clientId,
  timestamp: send.at,
  type: send.type,
  role: 'customer',
  content: send.content,
  statusEvents: {},
});

/** Whether `message` is the first of a new day after `previous` (in the viewer's zone). */
const startsDay = (previous: ChatMessage, message: ChatMessage) =>
  dayKey(new Date(previous.timestamp)) !== dayKey(new Date(message.timestamp));

/** One conversation: header, messages (newest at the bottom) and the composer. */
export function Conversation({ group, userId }: { group: ChatGroup; userId: string }) {
  const { groupId } = group;
  const messages = useGetChatMessagesQuery({ groupId });
  const { pending, sendNew, retry } = usePendingSends(groupId);
  useMarkRead(groupId, userId, messages.data?.items);
  const history = useEarlierMessages(groupId, messages.data);
  const bottom = useRef<HTMLDivElement>(null);
  const newMessages = useRef<HTMLLIElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const firstScroll = useRef(true);
  const items = messages.data?.items;
  const firstUnread = useFirstUnread(items, userId);
  const shownPending = useMemo(
    () =>
      pending.filter(
        (p) => !items?.some((m) => m.clientId === p.clientId && m.senderId === userId),
      ),
    [items, pending, userId],
  );

  // What the list shows, oldest first: earlier history, the latest page, then my sends on the way.
  const shown: { message: ChatMessage; send?: PendingSend }[] = [
    ...history.earlier.map((message) => ({ message })),
    ...(items ?? []).map((message) => ({ message })),
    ...shownPending.map((send) => ({ message: asMessage(send, group, userId), send })),
  ];

  // On opening, to the first message I had not read (the "New messages" line), if any; after
  // that, to the newest whenever one arrives or I send.
  const loaded = items !== undefined;
  useEffect(() => {
    if (!loaded) return;
    if (firstScroll.current) {
      firstScroll.current = false;
      if (newMessages.current && scroller.current) {
        scrollWithin(scroller.current, newMessages.current);
        return;
      }
    }
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [loaded, items?.length, shownPending.length]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Conversation">
      <Stack gap="sm" h="100%">
        <ConversationHeader group={group} userId={userId} />
        <Divider />
        <Box
          ref={scroller}
          mah="60dvh"
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          aria-label="Messages, scrollable"
        >
          {messages.isLoading ? (
            <ListLoading label="Loading the messages" rows={3} />
          ) : messages.isError ? (
            <ErrorState
              title="We could not load the messages"
              error={toApiError(messages.error)}
              onRetry={messages.refetch}
              retrying={messages.isFetching}
            />
          ) : items && items.length + shownPending.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No messages yet. Say hello!
            </Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} aria-label="Messages">
              <EarlierMessages
                hasEarlier={history.hasEarlier}
                broughtIn={history.broughtIn}
                loading={history.loading}
                error={history.error}
                onLoad={() => void history.loadEarlier()}
              />
              {shown.map(({ message, send }, index) => (
                <Fragment key={message.id}>
                  {index === 0 || startsDay(shown[index - 1]!.message, message) ? (
                    <ConversationDivider label={dayLabel(new Date(message.timestamp))} />
                  ) : null}
                  {message.id === firstUnread ? (
                    <ConversationDivider label="New messages" tone="new" ref={newMessages} />
                  ) : null}
                  <MessageBubble
                    message={message}
                    mine={message.senderId === userId}
                    sending={send ? !send.failed : undefined}
                    onRetry={
                      send?.failed
                        ? () =>
                            void retry({
                              clientId: send.clientId,
                              type: send.type,
                              content: send.content,
                            })
                        : undefined
                    }
                  />
                </Fragment>
              ))}
            </Stack>
          )}
          {/* Scrolled into view for the newest message; outside the list, which holds only items. */}
          <div ref={bottom} />
        </Box>
        <Composer groupId={groupId} onSend={(type, content) => void sendNew(type, content)} />
      </Stack>
    </Paper>
  );
}
