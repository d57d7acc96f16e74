import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Image.layer.css';
import {
  SUPPORT_STATUSES,
  supportCategoryLabels,
  type SupportAbout,
  type SupportAttachment,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useAnswerSupportMutation } from '../api/answer-support.ts';
import { useGetSupportRequestQuery } from '../api/get-support-request.ts';
import { useSetSupportStatusMutation } from '../api/set-support-status.ts';
import type { StaffSelf } from '../api/get-staff-self.ts';
import { ResponseTargetLine, staffStatusLabel } from './staff-support-desk.tsx';
import { SupportAssignee } from './support-assignee.tsx';

const READABLE = { label: { color: 'var(--mantine-color-text)' } };

/** Where a linked subject is seen in the console: the customer's activity, on its tab. */
const activityTab: Record<SupportAbout['kind'], string> = {
  order: 'orders',
  meeting: 'bookings',
  payment: 'credits',
};

/** What the request is about, as a link to the customer's activity for staff who may open it. */
function AboutLine({
  about,
  customerId,
  canOpenUsers,
}: {
  about: SupportAbout;
  customerId: string;
  canOpenUsers: boolean;
}) {
  const query = new URLSearchParams({ lookup: customerId, tab: activityTab[about.kind] });
  return (
    <Text size="sm">
      <strong>About:</strong>{' '}
      {canOpenUsers ? (
        <Anchor component={Link} to={`/staff/users?${query}`} size="sm">
          {about.title}
        </Anchor>
      ) : (
        <span>{about.title}</span>
      )}{' '}
      · {formatDateTime(about.at)}
    </Text>
  );
}

/** Pictures the customer attached, each opening full size in a new tab. */
function Pictures({ pictures, of }: { pictures: SupportAttachment[]; of: string }) {
  if (pictures.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Pictures of ${of}`}
    >
      {pictures.map((picture, index) => (
        <li key={picture.id}>
          <Anchor href={picture.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={picture.url}
              alt={`Picture ${index + 1} of ${of}`}
              w={96}
              h={96}
              fit="cover"
              radius="sm"
            />
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

/** /staff/support/:id: the request and its thread, an answer, and a change of state. */
export function StaffSupportRequest({
  id,
  self,
  canOpenUsers,
}: {
  id: string;
  self: Pick<StaffSelf, 'id' | 'isAdmin'>;
  /** Whether the viewer holds the users and credits area (the linked subject opens there). */
  canOpenUsers: boolean;
}) {
  const request = useGetSupportRequestQuery(id);
  // feedback: the form says "Answer sent" under it, or why it was not sent
  const [answer, answering] = useAnswerSupportMutation();
  const [setStatus, changing] = useSetSupportStatusMutation();
  const [body, setBody] = useState('');
  const [nextStatus, setNextStatus] = useState<SupportStatus | ''>('');
  const [sent, setSent] = useState(false);
  const feedback = useActionFeedback();

  if (request.error && !request.isFetching) {
    return (
      <>
        <PageHeader title="Support request" description="One customer's support request." />
        <ErrorState
          title="We could not load this request"
          error={toApiError(request.error)}
          onRetry={() => void request.refetch()}
        />
      </>
    );
  }
  const data = request.data;
  if (!data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the request">
        <Skeleton h={36} w={300} />
        <Skeleton h={160} />
      </Stack>
    );
  }

  const onAnswer = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const result = await answer({ id, body });
    if (!('error' in result)) {
      setBody('');
      setSent(true);
    }
  };
  const onStatus = async (event: FormEvent) => {
    event.preventDefault();
    if (!nextStatus) return;
    const changed = await feedback
      .after(
        setStatus({ id, status: nextStatus }).unwrap(),
        `The request is now ${staffStatusLabel(nextStatus)}; ${data.customerName} is notified and mailed.`,
      )
      .then(
        () => true,
        () => false, // the form's alert shows the failure
      );
    if (changed) setNextStatus('');
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={data.subject}
        description={`${supportCategoryLabels[data.category]} · from ${data.customerName} · opened ${formatDateTime(data.createdAt)}`}
      >
        <Group gap="sm">
          <Badge variant="light" styles={READABLE}>
            {staffStatusLabel(data.status)}
          </Badge>
          <ResponseTargetLine request={data} />
        </Group>
      </PageHeader>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {data.about ? (
            <AboutLine
              about={data.about}
              customerId={data.customerId}
              canOpenUsers={canOpenUsers}
            />
          ) : null}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
          <Pictures pictures={data.attachments} of={data.subject} />
        </Stack>
      </Paper>
      <SupportAssignee request={data} self={self} />
      <Stack gap="sm" component="section" aria-labelledby="thread">
        <Title order={2} size="h4" id="thread">
          Conversation
        </Title>
        {data.messages.length === 0 ? (
          <Text c="dimmed">No answer yet.</Text>
        ) : (
          data.messages.map((message) => (
            <Card key={message.id} withBorder radius="md" padding="sm" component="article">
              <Text size="sm" fw={600}>
                {message.authorRole === 'staff'
                  ? `${message.authorName} (staff)`
                  : message.authorName}{' '}
                · {formatDateTime(message.createdAt)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
              <Pictures
                pictures={message.attachments}
                of={`the message of ${formatDateTime(message.createdAt)}`}
              />
            </Card>
          ))
        )}
      </Stack>
      {data.status !== 'closed' ? (
        <form onSubmit={onAnswer} noValidate>
          <Stack gap="sm">
            <Textarea
              label="Your answer"
              description="The customer is notified and mailed."
              rows={4}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              required
            />
            {answering.error ? (
              <Alert color="red" role="alert" title="The answer was not sent">
                {describeApiError(toApiError(answering.error))}
              </Alert>
            ) : null}
            {sent ? (
              <Text role="status" c="teal.9" size="sm">
                Answer sent; the customer has been notified.
              </Text>
            ) : null}
            <Button type="submit" loading={answering.isLoading} w="fit-content">
              Send answer
            </Button>
          </Stack>
        </form>
      ) : null}
      <form onSubmit={(event) => void onStatus(event)} noValidate>
        <Group align="end" gap="sm">
          <NativeSelect
            label="Change the state"
            value={nextStatus}
            onChange={(e) => setNextStatus(e.currentTarget.value as SupportStatus | '')}
            data={[
              { value: '', label: 'Choose a state' },
              ...SUPPORT_STATUSES.filter((s) => s !== data.status).map((s) => ({
                value: s,
                label: staffStatusLabel(s),
              })),
            ]}
          />
          <Button
            type="submit"
            variant="default"
            loading={changing.isLoading}
            disabled={!nextStatus}
          >
            Change state
          </Button>
        </Group>
        {changing.error ? (
          <Alert color="red" role="alert" mt="sm" title="The state did not change">
            {describeApiError(toApiError(changing.error))}
          </Alert>
        ) : null}
      </form>
    </Stack>
  );
}
