import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { supportCategoryLabels, type SupportRequestDetail } from '@vitrine/contracts/support';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetSupportQuery } from '../api/get-support.ts';
import { useUpdateSupportMutation } from '../api/update-support.ts';
import { ResponseTarget } from './response-target.tsx';
import { SupportEditForm } from './support-edit-form.tsx';
import { SupportMessages } from './support-messages.tsx';
import { SupportReplyForm } from './support-reply-form.tsx';
import { SupportStatusBadge } from './support-status-badge.tsx';

/** Close while not closed; reopen while the window after the resolution lasts. */
function StatusActions({ request }: { request: SupportRequestDetail }) {
  const [update, { isLoading, error }] = useUpdateSupportMutation();
  const feedback = useActionFeedback();
  const change = (status: 'open' | 'closed') =>
    void feedback
      .after(
        update({ id: request.id, status }).unwrap(),
        status === 'closed'
          ? 'Your request is closed. You can still read it here.'
          : 'Your request is open again; the support team sees it.',
      )
      .catch(() => {}); // the error shows under the buttons
  const canReopen = request.reopenUntil !== null && Date.now() < Date.parse(request.reopenUntil);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {request.status !== 'closed' ? (
          <Button variant="default" loading={isLoading} onClick={() => change('closed')}>
            Close request
          </Button>
        ) : null}
        {canReopen ? (
          <Button loading={isLoading} onClick={() => change('open')}>
            Reopen request
          </Button>
        ) : null}
      </Group>
      {canReopen ? (
        <Text size="xs" c="dimmed">
          You can reopen it until {formatDate(request.reopenUntil!)}.
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {toApiError(error).message}
        </Alert>
      ) : null}
    </Stack>
  );
}

function RequestSummary({ request }: { request: SupportRequestDetail }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <SupportEditForm request={request} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {request.subject}
        </Title>
        <SupportStatusBadge status={request.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {supportCategoryLabels[request.category]} · opened {formatDate(request.createdAt)}
        {request.about ? (
          <>
            {' · about '}
            <Anchor component={Link} to={request.about.path} size="sm">
              {request.about.title}
            </Anchor>
            {` (${formatDate(request.about.at)})`}
          </>
        ) : null}
      </Text>
      <ResponseTarget target={request.responseTarget} />
      <Text style={{ whiteSpace: 'pre-wrap' }}>{request.description}</Text>
      {request.attachments.length > 0 ? (
        <Group gap="sm">
          {request.attachments.map((a, i) => (
            <Anchor key={a.id} href={a.url} target="_blank" size="sm">
              Picture {i + 1}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {request.status === 'open' ? (
        <Button variant="subtle" w="fit-content" onClick={() => setEditing(true)}>
          Edit request
        </Button>
      ) : null}
    </Stack>
  );
}

/** /user/support/edit/:id: the request, the conversation, writing, closing and reopening. */
export function SupportThread({ id }: { id: string }) {
  const { data, error, isLoading, refetch } = useGetSupportQuery(id);
  if (error) {
    return (
      <ErrorState
        title="We could not load this request"
        error={toApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) return <Skeleton height={240} aria-hidden="true" />;
  const canWrite = data.status !== 'closed' && data.status !== 'resolved';
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <RequestSummary request={data} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="conversation-heading">
        <Title order={2} size="h4" id="conversation-heading">
          Conversation
        </Title>
        <SupportMessages messages={data.messages} />
        {canWrite ? <SupportReplyForm requestId={data.id} /> : null}
      </Stack>
      <StatusActions request={data} />
    </Stack>
  );
}
