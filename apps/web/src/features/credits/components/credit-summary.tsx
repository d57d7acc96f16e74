import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetUsedCreditsQuery } from '../api/get-used-credits.ts';
import { useGetUserCreditsQuery } from '../api/get-user-credits.ts';
import { CREDITS_PAGE_SIZE } from './credits-page-size.ts';

type StatProps = { title: string; value: ReactNode; note: ReactNode; tone?: 'warning' };

function Stat({ title, value, note, tone }: StatProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      bg={tone === 'warning' ? 'orange.0' : undefined}
    >
      <Stack gap={4}>
        <Text component="h2" id={titleId} size="sm" fw={600} c="dimmed" m={0}>
          {title}
        </Text>
        <Text fz={30} fw={700} lh={1.15}>
          {value}
        </Text>
        <Text size="sm">{note}</Text>
      </Stack>
    </Paper>
  );
}

const credits = (n: number) => (n === 1 ? '1 credit' : `${n.toLocaleString()} credits`);

type CreditSummaryProps = {
  /** Credits one video meeting costs (MEETING_CREDIT_COST, 30). */
  meetingCost: number;
};

/** The balance, the credits expiring within 30 days, and the credits used so far. */
export function CreditSummary({ meetingCost }: CreditSummaryProps) {
  const ledger = useGetUserCreditsQuery({ page: 1, limit: CREDITS_PAGE_SIZE });
  const used = useGetUsedCreditsQuery({ page: 1, limit: CREDITS_PAGE_SIZE });

  if (ledger.isLoading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-label="Loading your balance">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (ledger.error || !ledger.data) {
    return (
      <Alert color="red" variant="light" title="Your balance could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeApiError(toApiError(ledger.error))}</Text>
          <Button
            size="xs"
            variant="default"
            loading={ledger.isFetching}
            onClick={() => void ledger.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { balance, expiringSoon } = ledger.data;
  const meetings = Math.floor(balance / meetingCost);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Stat
        title="Balance"
        value={credits(balance)}
        note={
          meetings > 0
            ? `Enough for ${meetings === 1 ? '1 video meeting' : `${meetings} video meetings`} (${meetingCost} credits each).`
            : `A video meeting with a shop costs ${meetingCost} credits.`
        }
      />
      <Stat
        title="Expiring soon"
        tone={expiringSoon.credits > 0 ? 'warning' : undefined}
        value={credits(expiringSoon.credits)}
        note={
          expiringSoon.credits > 0 && expiringSoon.nextExpiresAt
            ? `Expire within ${expiringSoon.withinDays} days; the first on ${formatDate(expiringSoon.nextExpiresAt)}. Credits closest to expiry are spent first.`
            : expiringSoon.nextExpiresAt
              ? `Nothing expires in the next ${expiringSoon.withinDays} days. Your next credits expire on ${formatDate(expiringSoon.nextExpiresAt)}.`
              : `Nothing expires in the next ${expiringSoon.withinDays} days.`
        }
      />
      <Stat
        title="Used so far"
        value={used.data ? credits(used.data.totalUsed) : used.error ? '—' : '…'}
        note={used.error ? 'Could not be loaded just now.' : 'Spent on video meetings with shops.'}
      />
    </SimpleGrid>
  );
}
