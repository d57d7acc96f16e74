import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { Payout } from '@vitrine/contracts/earnings';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useGetBankAccountQuery } from '../api/get-bank-account.ts';
import { useGetEarningsQuery } from '../api/get-earnings.ts';
import { useListPayoutsQuery } from '../api/list-payouts.ts';
import { useRequestPayoutMutation } from '../api/request-payout.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { PayoutStatusBadge } from './earning-badges.tsx';

export const PAYOUT_PAGE_SIZE = 10;

function PayoutRow({ payout }: { payout: Payout }) {
  const { money } = useMoneyFormat();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700}>{money(payout.amount, payout.currency)}</Text>
          <Text size="sm">
            {countOf(payout.entryCount, 'entry', 'entries')} to {payout.accountNumberMasked},{' '}
            {payout.trigger === 'request' ? 'requested' : 'scheduled'} on{' '}
            {formatDate(payout.createdAt)}
          </Text>
          {payout.paidAt ? (
            <Text size="sm">
              Paid on {formatDate(payout.paidAt)}
              {payout.utr ? `, bank reference (UTR) ${payout.utr}` : ''}
            </Text>
          ) : null}
          {payout.failureReason ? (
            <Text size="sm" c="red.9">
              {payout.status === 'retried'
                ? `Failed (${payout.failureReason}); its entries went into a later payout.`
                : `Failed: ${payout.failureReason}. Its entries are payable again.`}
            </Text>
          ) : null}
        </Stack>
        <PayoutStatusBadge status={payout.status} />
      </Group>
    </Paper>
  );
}

/** Request a payout of everything payable; disabled (and why) without an account or below the minimum. */
function RequestPayout({ shopId, minimum }: { shopId: string; minimum: number | undefined }) {
  const { money } = useMoneyFormat();
  const earnings = useGetEarningsQuery({ shopId, page: 1, limit: 1 });
  const account = useGetBankAccountQuery({ shopId });
  // feedback: "Payout of ₹… requested" (status) under the button, or why not (alert)
  const [request, { isLoading }] = useRequestPayoutMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const balances = earnings.data?.balances;
  const hasAccount = account.data ? account.data.bankAccount !== null : undefined;
  const currency = balances?.currency ?? 'INR';
  let reason: string | null = null;
  if (hasAccount === false) reason = 'Add a bank account below before asking for a payout.';
  else if (balances && minimum !== undefined && balances.payable < minimum) {
    reason = `Payouts start at ${money(minimum, currency)}; ${money(Math.max(0, balances.payable), currency)} is payable now.`;
  }
  const ready = balances !== undefined && hasAccount !== undefined && minimum !== undefined;

  const submit = async () => {
    setProblem(null);
    setDone(null);
    try {
      const payout = await request({ shopId }).unwrap();
      setDone(
        `Payout of ${money(payout.amount, payout.currency)} requested; it is on its way to your bank.`,
      );
    } catch (failure) {
      const error = toApiError(failure);
      if (error.code === 'CONFLICT') {
        setProblem(
          hasAccount === false || /bank account/i.test(error.message)
            ? 'Add a bank account before asking for a payout.'
            : `Nothing to pay out yet: payouts start at ${money(minimum ?? 0, currency)} of payable earnings.`,
        );
      } else {
        setProblem(`The payout was not requested. ${describeApiError(error)}`);
      }
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="request-payout-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="request-payout-title">
          Request a payout
        </Title>
        <Text size="sm">
          {balances
            ? `${money(balances.payable, currency)} is payable now.`
            : 'Checking what is payable…'}
        </Text>
        <Button
          onClick={() => void submit()}
          loading={isLoading}
          disabled={!ready || reason !== null}
          aria-describedby={reason ? 'payout-reason' : undefined}
        >
          Request payout
        </Button>
        {reason ? (
          <Text size="sm" id="payout-reason">
            {reason}
          </Text>
        ) : null}
        {problem ? (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        ) : null}
        {done ? (
          <Text size="sm" c="teal.9" role="status">
            {done}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /vendor/payouts: request a payout, the bank account, and the payout history. */
export function PayoutsPanel({ shopId }: { shopId: string }) {
  const { state, update } = useListSearch();
  const query = useListPayoutsQuery({ shopId, page: state.page, limit: PAYOUT_PAGE_SIZE });
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  const icon = <IconBuildingBank size={24} />;

  return (
    <Stack gap="lg">
      <RequestPayout shopId={shopId} minimum={query.data?.minimum} />
      <BankAccountForm shopId={shopId} />
      <Stack gap="sm">
        <Title order={2} size="h4" ref={heading} tabIndex={-1} aria-live="polite">
          {query.currentData
            ? countOf(query.currentData.total, 'payout', 'payouts')
            : 'Loading your payouts…'}
        </Title>
        <PagedResults
          query={query}
          page={state.page}
          limit={PAYOUT_PAGE_SIZE}
          noun={['payout', 'payouts']}
          errorTitle="We could not load your payouts"
          icon={icon}
          onPage={goToPage}
          skeleton={
            <Stack gap="sm" aria-hidden="true">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={64} radius="md" />
              ))}
            </Stack>
          }
          empty={
            <EmptyState icon={icon} title="No payouts yet">
              Payable earnings are paid to your bank account every day, or when you request a payout
              above.
            </EmptyState>
          }
        >
          {(payouts) => (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {payouts.map((payout) => (
                <PayoutRow key={payout.id} payout={payout} />
              ))}
            </Stack>
          )}
        </PagedResults>
      </Stack>
    </Stack>
  );
}
