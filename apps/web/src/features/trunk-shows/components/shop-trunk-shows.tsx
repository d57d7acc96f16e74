import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TrunkShow } from '@vitrine/contracts/trunk-shows';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useBookTrunkShowSeatMutation, useListShopTrunkShowsQuery } from '../api/trunk-shows-api.ts';

type Props = {
  shop: { id: string; name: string; timeZone: string };
  /** Signed in as a customer: seats can be booked here; otherwise a sign-in link. */
  isCustomer: boolean;
  /** Where a signed-out visitor signs in to come back here. */
  signInTo: string;
};

function ShowRow({ show, timeZone, isCustomer, signInTo }: Omit<Props, 'shop'> & {
  show: TrunkShow;
  timeZone: string;
}) {
  const feedback = useActionFeedback();
  const [book, { isLoading }] = useBookTrunkShowSeatMutation();
  const full = show.seatsLeft === 0;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={show.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Title order={3} size="h5">
            {show.title}
          </Title>
          <Text size="sm">{formatDateTime(show.startsAt, { timeZone })}</Text>
          {show.description ? (
            <Text size="sm" c="dimmed">
              {show.description}
            </Text>
          ) : null}
          <Text size="sm" fw={600}>
            {full
              ? 'Every seat is taken'
              : `${show.seatsLeft} of ${show.capacity} seats left · ${show.creditsPerSeat} credits a seat`}
          </Text>
        </Stack>
        {isCustomer ? (
          <Button
            disabled={full}
            loading={isLoading}
            onClick={() =>
              void feedback.run(() => book(show.id).unwrap(), {
                done: (seat) =>
                  `Your seat at “${seat.trunkShow.title}” is booked; ${seat.creditsUsed} credits were used.`,
                failed: 'The seat was not booked',
              })
            }
          >
            Book a seat
          </Button>
        ) : (
          <Button component={Link} to={signInTo} variant="light">
            Sign in to book a seat
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** A shop's upcoming trunk shows on its page, with the seats left and "Book a seat". */
export function ShopTrunkShows({ shop, isCustomer, signInTo }: Props) {
  const { data, error, isLoading, refetch } = useListShopTrunkShowsQuery(shop.id);
  if (!isLoading && !error && data?.items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="shop-trunk-shows">
      <Title order={2} id="shop-trunk-shows">
        Trunk shows
      </Title>
      <Text size="sm" c="dimmed">
        {shop.name} presents a collection live to a group of shoppers: watch, ask in the chat and
        raise your hand.
      </Text>
      {error ? (
        <ErrorState
          title="We could not load the trunk shows"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton height={96} radius="md" aria-label="Loading trunk shows" />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((show) => (
            <ShowRow
              key={show.id}
              show={show}
              timeZone={shop.timeZone}
              isCustomer={isCustomer}
              signInTo={signInTo}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
