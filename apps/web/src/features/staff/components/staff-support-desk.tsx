import { Anchor, Badge, Card, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { IconLifebuoy } from '@tabler/icons-react';
import {
  SUPPORT_STATUSES,
  supportCategoryLabels,
  supportStatusLabels,
  type SupportRequest,
  type SupportStatus,
} from '@vitrine/contracts/support';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useGetSupportQueueQuery } from '../api/get-support-queue.ts';

const LIMIT = 20;
const READABLE = { label: { color: 'var(--mantine-color-text)' } };

/** Staff see "Waiting for the customer" where the customer sees "Waiting for you". */
export const staffStatusLabel = (status: SupportStatus) =>
  status === 'waiting_for_customer' ? 'Waiting for the customer' : supportStatusLabels[status];

export function ResponseTargetLine({ request }: { request: SupportRequest }) {
  const { answeredAt, dueAt, missed } = request.responseTarget;
  if (answeredAt) return <Text size="sm">First answer {formatDateTime(answeredAt)}</Text>;
  return (
    <Group gap="xs">
      <Text size="sm">First answer due {formatDateTime(dueAt)}</Text>
      {missed ? (
        <Badge color="red" variant="light" styles={READABLE}>
          Target missed
        </Badge>
      ) : null}
    </Group>
  );
}

function QueueRow({ request }: { request: SupportRequest }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={`/staff/support/${request.id}`} fw={600}>
            {request.subject}
          </Anchor>
          <Text size="sm" c="dimmed">
            {supportCategoryLabels[request.category]} · opened {formatDateTime(request.createdAt)}
          </Text>
          <ResponseTargetLine request={request} />
        </Stack>
        <Badge variant="light" styles={READABLE}>
          {staffStatusLabel(request.status)}
        </Badge>
      </Group>
    </Card>
  );
}

/** /staff/support: every request, the unanswered first by response target; filter by state. */
export function StaffSupportDesk() {
  const [status, setStatus] = useState<SupportStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useGetSupportQueueQuery({ status: status || undefined, page, limit: LIMIT });
  return (
    <Stack gap="md">
      <NativeSelect
        label="State"
        w={240}
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as SupportStatus | '');
          setPage(1);
        }}
        data={[
          { value: '', label: 'Every state' },
          ...SUPPORT_STATUSES.map((s) => ({ value: s, label: staffStatusLabel(s) })),
        ]}
      />
      <PagedResults
        query={query}
        page={page}
        limit={LIMIT}
        noun={['request', 'requests']}
        errorTitle="We could not load the support queue"
        icon={<IconLifebuoy size={24} />}
        onPage={setPage}
        skeleton={
          <Stack gap="sm" aria-label="Loading the support queue">
            <Skeleton h={90} />
            <Skeleton h={90} />
          </Stack>
        }
        empty={
          <EmptyState icon={<IconLifebuoy size={24} />} title="No support requests">
            {status
              ? `No request is ${staffStatusLabel(status).toLowerCase()}.`
              : 'When a customer asks for help, the request waits here.'}
          </EmptyState>
        }
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((request) => (
              <QueueRow key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
