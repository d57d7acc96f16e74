import { Alert, Anchor, List, Skeleton, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { formatMoney } from '../../../../lib/money-format.ts';
import type { BookingDraftState } from '../../state/booking-draft-slice.ts';
import type { InterestOptions } from './interests-step.tsx';

type ReviewStepProps = {
  shopName: string;
  draft: BookingDraftState;
  /** The categories and occasions with their names; undefined while they load. */
  vocabulary: InterestOptions['data'];
  /** What the booking costs (the contract's price). */
  cost: number;
  /** The balance now; undefined while it loads. */
  balance: number | undefined;
};

export const CREDIT_PLANS_PATH = '/user/credits#buy-credits-heading';

const budgetText = ({ min, max, currency }: BookingDraftState['priceRange']) => {
  if (min === null && max === null) return 'No limit';
  if (min === null) return `Up to ${formatMoney(max!, currency)}`;
  if (max === null) return `From ${formatMoney(min, currency)}`;
  return `${formatMoney(min, currency)} to ${formatMoney(max, currency)}`;
};

/** The chosen slugs by their names ("Loading…" until the names are known). */
function interestsText(draft: BookingDraftState, vocabulary: ReviewStepProps['vocabulary']) {
  if (draft.categories.length + draft.occasions.length === 0) return 'None';
  if (!vocabulary) return 'Loading…';
  const nameOf = (choices: { slug: string; name: string }[], slug: string) =>
    choices.find((choice) => choice.slug === slug)?.name ?? slug;
  return [
    ...draft.categories.map((slug) => nameOf(vocabulary.categories, slug)),
    ...draft.occasions.map((slug) => nameOf(vocabulary.occasions, slug)),
  ].join(', ');
}

/** Step 6: everything chosen, and the balance before and after the meeting's credits. */
export function ReviewStep({ shopName, draft, vocabulary, cost, balance }: ReviewStepProps) {
  const interests = interestsText(draft, vocabulary);
  const rows: [string, string][] = [
    ['Shop', shopName],
    ['When', draft.meetingSlot ? formatDateTime(draft.meetingSlot.startsAt) : '—'],
    ['Interests', interests],
    ['Budget', budgetText(draft.priceRange)],
    [
      'Invited',
      draft.invitees.length === 0
        ? 'Nobody else'
        : draft.invitees.map((i) => `${i.name} (${i.email})`).join(', '),
    ],
  ];
  return (
    <Stack gap="md">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {balance === undefined ? (
        <Skeleton height={72} radius="md" aria-label="Loading your balance" />
      ) : (
        <section aria-label="Credits">
          <List spacing={2} listStyleType="none" p={0}>
            <List.Item>Balance now: {balance} credits</List.Item>
            <List.Item>This meeting: {cost} credits</List.Item>
            <List.Item fw={600}>
              Balance after booking: {balance >= cost ? `${balance - cost} credits` : 'not enough'}
            </List.Item>
          </List>
        </section>
      )}
      {balance !== undefined && balance < cost ? (
        <NotEnoughCredits cost={cost} balance={balance} />
      ) : null}
    </Stack>
  );
}

export function NotEnoughCredits({ cost, balance }: { cost: number; balance?: number }) {
  return (
    <Alert color="orange" title="Not enough credits" role="alert">
      <Text size="sm">
        A meeting costs {cost} credits
        {balance === undefined ? '' : ` and you have ${balance}`}.{' '}
        <Anchor component={Link} to={CREDIT_PLANS_PATH}>
          Buy credits
        </Anchor>
        , then come back to this page: your choices are kept.
      </Text>
    </Alert>
  );
}
