import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { VendorTrunkShow } from '@vitrine/contracts/trunk-shows';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import {
  useCancelTrunkShowMutation,
  useListVendorTrunkShowsQuery,
} from '../api/trunk-shows-api.ts';
import { TrunkShowForm } from './trunk-show-form.tsx';

type When = 'upcoming' | 'past' | 'all';

function ShowCard({ show, timeZone }: { show: VendorTrunkShow; timeZone: string }) {
  const feedback = useActionFeedback();
  const [cancel, { isLoading }] = useCancelTrunkShowMutation();
  const holders = show.seats.filter((s) => s.status === 'booked');
  const cancelled = show.status === 'cancelled';
  const ended = Date.now() >= Date.parse(show.endsAt);
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={show.title}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {show.title}
            </Title>
            <Text size="sm">{formatDateTime(show.startsAt, { timeZone })}</Text>
          </div>
          {cancelled ? (
            <Badge color="red" variant="light">
              Cancelled
            </Badge>
          ) : (
            <Badge variant="light">
              {show.seatsTaken} of {show.capacity} seats taken
            </Badge>
          )}
        </Group>
        {show.description ? (
          <Text size="sm" c="dimmed">
            {show.description}
          </Text>
        ) : null}
        <Text size="sm">
          {show.creditsPerSeat} credits a seat ·{' '}
          {holders.length > 0
            ? `Seat holders: ${holders.map((h) => h.customerName || 'A shopper').join(', ')}`
            : 'No seats booked yet'}
        </Text>
        {!cancelled && !ended ? (
          <Group gap="sm">
            <Button
              component={Link}
              to={`/vendor/trunk-shows/${show.id}/room`}
              size="xs"
              variant="light"
            >
              Present
            </Button>
            <Button
              size="xs"
              color="red"
              variant="subtle"
              loading={isLoading}
              onClick={() =>
                void feedback.run(() => cancel({ id: show.id }).unwrap(), {
                  done: (result) =>
                    `“${result.title}” is cancelled: ${holders.length} seat holders get their credits back and are told.`,
                  failed: 'The trunk show was not cancelled',
                })
              }
            >
              Cancel and refund every seat
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /vendor/trunk-shows: open a trunk show, and the shop's shows with their seat holders. */
export function TrunkShowConsole({ shop }: { shop: { id: string; timeZone: string } }) {
  const [when, setWhen] = useState<When>('upcoming');
  const { data, error, isLoading, refetch } = useListVendorTrunkShowsQuery({
    shopId: shop.id,
    when,
    page: 1,
    limit: 50,
  });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-trunk-show">
        <Title order={2} size="h4" id="new-trunk-show" mb="sm">
          Open a trunk show
        </Title>
        <TrunkShowForm shop={shop} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="trunk-show-list">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="trunk-show-list">
            Your trunk shows
          </Title>
          <SegmentedControl
            aria-label="Which trunk shows"
            data={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past' },
              { value: 'all', label: 'All' },
            ]}
            value={when}
            onChange={(value) => setWhen(value as When)}
          />
        </Group>
        {error ? (
          <ErrorState
            title="We could not load your trunk shows"
            error={toApiError(error)}
            onRetry={() => void refetch()}
          />
        ) : isLoading || !data ? (
          <ListLoading label="Loading trunk shows" rows={3} />
        ) : data.items.length === 0 ? (
          <ListEmpty title={when === 'past' ? 'No past trunk shows' : 'No trunk shows yet'}>
            Open one above: shoppers book seats from your shop’s page.
          </ListEmpty>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((show) => (
              <ShowCard key={show.id} show={show} timeZone={shop.timeZone} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
