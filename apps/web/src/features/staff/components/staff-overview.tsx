import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useGetPaymentAlertsQuery } from '../api/get-payment-alerts.ts';
import { useGetPendingApplicationCountQuery } from '../api/get-pending-applications.ts';
import { useGetSupportQueueQuery } from '../api/get-support-queue.ts';
import { useStaffSelf } from '../hooks/use-staff-self.ts';

type CountQuery = {
  data?: { total: number };
  error?: unknown;
  isLoading: boolean;
};

function CountCard({ label, query, to }: { label: string; query: CountQuery; to: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" miw={200}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {query.isLoading ? (
        <Skeleton h={32} w={60} mt={4} aria-label={`Loading: ${label}`} />
      ) : query.error ? (
        <Text c="red.8" size="sm" role="alert">
          {describeApiError(toApiError(query.error))}
        </Text>
      ) : (
        <Text component={Link} to={to} fz={28} fw={700} td="none" c="inherit">
          {query.data?.total ?? 0}
        </Text>
      )}
    </Card>
  );
}

function SupportCounts() {
  const missed = useGetSupportQueueQuery({ status: 'open', missed: 'true', page: 1, limit: 1 });
  const onTime = useGetSupportQueueQuery({ status: 'open', missed: 'false', page: 1, limit: 1 });
  return (
    <>
      <CountCard label="Open support, target missed" query={missed} to="/staff/support" />
      <CountCard label="Open support, within target" query={onTime} to="/staff/support" />
    </>
  );
}

function PaymentAlertCounts() {
  const held = useGetPaymentAlertsQuery({ action: 'held', page: 1, limit: 1 });
  const refunded = useGetPaymentAlertsQuery({ action: 'refunded', page: 1, limit: 1 });
  return (
    <>
      <CountCard label="Payments held for a person" query={held} to="/staff/payment-alerts" />
      <CountCard
        label="Payments refunded automatically"
        query={refunded}
        to="/staff/payment-alerts"
      />
    </>
  );
}

function ApplicationCount() {
  const pending = useGetPendingApplicationCountQuery();
  return (
    <CountCard label="Shop applications waiting" query={pending} to="/staff/shop-applications" />
  );
}

/** /staff: what waits in the areas this member of staff holds, and their own details. */
export function StaffOverview() {
  const self = useStaffSelf();
  const holds = (area: 'shops' | 'support' | 'credits') =>
    self.isAdmin || self.permissions.includes(area);
  const areas = self.isAdmin ? 'every area (administrator)' : self.permissions.join(', ');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Staff overview"
        description="What is waiting for staff in your areas: shop applications to decide, support requests by response target, and payments that did not settle what they were for."
      />
      {holds('shops') || holds('support') || holds('credits') ? (
        <Group gap="md" align="stretch">
          {holds('shops') ? <ApplicationCount /> : null}
          {holds('support') ? <SupportCounts /> : null}
          {holds('credits') ? <PaymentAlertCounts /> : null}
        </Group>
      ) : (
        <Text c="dimmed">Nothing waits in your areas. An administrator can give you areas.</Text>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-details">
        <Title order={2} size="h4" id="my-details">
          Your details
        </Title>
        <Text>{self.name}</Text>
        <Text size="sm" c="dimmed">
          {self.email}
        </Text>
        <Text size="sm">Areas: {areas || 'none yet'}</Text>
      </Card>
    </Stack>
  );
}
