import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TrunkShow, TrunkShowSeat } from '@vitrine/contracts/trunk-shows';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import {
  useBookTrunkShowSeatMutation,
  useCancelTrunkShowSeatMutation,
  useListMyTrunkShowSeatsQuery,
  useListShopTrunkShowsQuery,
} from '../api/trunk-shows-api.ts';

type Props = {
  shop: { id: string; name: string; timeZone: string };
  /** Signed in as a customer: seats can be booked here; otherwise a sign-in link. */
  isCustomer: boolean;
  /** Where a signed-out visitor signs in to come back here. */
  signInTo: string;
};

/** The refund rule in words: all of it 24 hours or more ahead, none after. */
const refundRule = (show: TrunkShow) =>
  Date.parse(show.startsAt) - Date.now() >= 86_400_000
    ? `Cancelling now gives back ${show.creditsPerSeat} credits.`
    : 'Cancelling now gives no credits back (less than 24 hours to go).';

function SeatActions({ seat, show }: { seat: TrunkShowSeat; show: TrunkShow }) {
  const feedback = useActionFeedback();
  const [cancel, { isLoading }] = useCancelTrunkShowSeatMutation();
  return (
    <Stack gap={4} align="flex-end">
      <Badge color="green" variant="light">
        You hold a seat
      </Badge>
      <Group gap="xs">
        <Button component={Link} to={`/user/trunk-shows/${show.id}/room`} size="xs">
          Enter the room
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={isLoading}
          title={refundRule(show)}
          onClick={() =>
            void feedback.run(() => cancel(seat.id).unwrap(), {
              done: (cancelled) =>
                cancelled.creditsRefunded > 0
                  ? `Your seat is cancelled; ${cancelled.creditsRefunded} credits are back.`
                  : 'Your seat is cancelled; no credits come back this close to the start.',
              failed: 'The seat was not cancelled',
            })
          }
        >
          Cancel my seat
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {refundRule(show)}
      </Text>
    </Stack>
  );
}

function ShowRow({
  show,
  timeZone,
  isCustomer,
  signInTo,
  seat,
}: Omit<Props, 'shop'> & {
  show: TrunkShow;
  timeZone: string;
  seat?: TrunkShowSeat;
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
        {seat ? (
          <SeatActions seat={seat} show={show} />
        ) : isCustomer ? (
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
  const mine = useListMyTrunkShowSeatsQuery(undefined, { skip: !isCustomer });
  const seatOf = new Map(
    (mine.data?.items ?? [])
      .filter((seat) => seat.status === 'booked')
      .map((seat) => [seat.trunkShow.id, seat]),
  );
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
              seat={seatOf.get(show.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
