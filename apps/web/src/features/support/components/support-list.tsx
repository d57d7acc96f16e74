import { Anchor, Button, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { supportCategoryLabels, type SupportRequest } from '@vitrine/contracts/support';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useListSupportsQuery, type SupportFilters as Filters } from '../api/list-supports.ts';
import { NewSupportForm } from './new-support-form.tsx';
import { ResponseTarget } from './response-target.tsx';
import { SupportFilters } from './support-filters.tsx';
import { SupportStatusBadge } from './support-status-badge.tsx';

const PAGE_SIZE = 10;

function SupportRow({ request }: { request: SupportRequest }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={`/user/support/edit/${request.id}`} fw={600}>
            {request.subject}
          </Anchor>
          <Text size="sm" c="dimmed">
            {supportCategoryLabels[request.category]} · opened {formatDate(request.createdAt)}
          </Text>
          {request.status === 'open' ? <ResponseTarget target={request.responseTarget} /> : null}
        </Stack>
        <SupportStatusBadge status={request.status} />
      </Group>
    </Card>
  );
}

/** /user/support: my requests with filters, the download, and "New request". */
export function SupportList() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, error, isLoading, refetch } = useListSupportsQuery({
    ...filters,
    page,
    limit: PAGE_SIZE,
  });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <Stack gap="md">
      {creating ? (
        <NewSupportForm onCancel={() => setCreating(false)} />
      ) : (
        <Button
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() => setCreating(true)}
        >
          New request
        </Button>
      )}
      <SupportFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {error ? (
        <ErrorState
          title="We could not load your requests"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <Stack aria-hidden="true">
          <Skeleton height={80} />
          <Skeleton height={80} />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconLifebuoy size={24} />}
          title={filtered ? 'No request matches' : 'No requests yet'}
        >
          {filtered
            ? 'Try other filters.'
            : 'Ask us anything about a meeting, a payment, an order or your account.'}
        </EmptyState>
      ) : (
        <>
          {data.items.map((request) => (
            <SupportRow key={request.id} request={request} />
          ))}
          {data.total > PAGE_SIZE ? (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
