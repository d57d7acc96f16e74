import { Button, Group, Modal, NativeSelect, Paper, Select, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { IconBuildingBank } from '@tabler/icons-react';
import {
  PAYOUT_STATUSES,
  payoutStatusLabels,
  type AdminPayout,
  type PayoutStatus,
} from '@vitrine/contracts/earnings';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { PayoutStatusBadge } from './earning-badges.tsx';
import { ProblemAlert } from './problem-alert.tsx';
import { useListAdminPayoutsQuery } from '../api/list-admin-payouts.ts';
import { useRetryPayoutMutation } from '../api/retry-payout.ts';

const LIMIT = 20;

/** Asks before paying a failed payout again; says why when the server refuses. */
function RetryDialog({
  payout,
  onClose,
  onDone,
}: {
  payout: AdminPayout;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { money } = useMoneyFormat();
  // feedback: the list says "A new payout … is queued" (status); the dialog stays open with the problem
  const [retry, { isLoading }] = useRetryPayoutMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const amount = money(payout.amount, payout.currency);
  const confirm = async () => {
    setProblem(null);
    try {
      const again = await retry({ id: payout.id }).unwrap();
      onDone(
        `A new payout of ${money(again.amount, again.currency)} to ${again.shopName} is queued.`,
      );
    } catch (failure) {
      const error = toApiError(failure);
      setProblem(
        error.code === 'CONFLICT'
          ? `${error.message} Reload the list to see where it is now.`
          : describeApiError(error),
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Retry the payout to ${payout.shopName}`}>
      <Stack gap="sm">
        <Text size="sm">
          {amount} ({countOf(payout.entryCount, 'entry', 'entries')}) is paid again to the shop’s
          bank account as it is now. The failed payout is marked retried; this is recorded in the
          audit log.
        </Text>
        <ProblemAlert title="The payout was not retried" message={problem} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={isLoading} data-autofocus>
            Retry payout of {amount}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PayoutRow({ payout, onRetry }: { payout: AdminPayout; onRetry: () => void }) {
  const { money } = useMoneyFormat();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={700}>
            {payout.shopName} · {money(payout.amount, payout.currency)}
          </Text>
          <Text size="sm">
            {countOf(payout.entryCount, 'entry', 'entries')} to {payout.accountNumberMasked},{' '}
            {payout.trigger === 'request' ? 'requested' : 'scheduled'} on{' '}
            {formatDate(payout.createdAt)}
            {payout.retryOf ? ' (a retry)' : ''}
          </Text>
          {payout.paidAt ? (
            <Text size="sm">
              Paid on {formatDate(payout.paidAt)}
              {payout.utr ? `, UTR ${payout.utr}` : ''}
            </Text>
          ) : null}
          {payout.failureReason ? (
            <Text size="sm" c="red.9">
              Failed: {payout.failureReason}
            </Text>
          ) : null}
          {payout.providerReference ? (
            <Text size="xs" c="dimmed">
              Provider reference {payout.providerReference}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <PayoutStatusBadge status={payout.status} />
          {payout.status === 'failed' ? (
            <Button size="xs" onClick={onRetry}>
              Retry payout to {payout.shopName}…
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The status and shop filters; each change goes back to page 1. */
function PayoutFilters({
  status,
  shop,
  shops,
  onShopSearch,
  onChange,
}: {
  status: string;
  shop: PayoutShop | null;
  shops: PayoutShopChoices;
  onShopSearch: (text: string) => void;
  onChange: (change: { status?: string; shop?: PayoutShop | null }) => void;
}) {
  const [searchText, setSearchText] = useState(shop?.name ?? '');
  const listed = Array.isArray(shops) ? shops : [];
  // The chosen shop stays a choice while another search's answer does not hold it.
  const choices = shop && !listed.some((s) => s.id === shop.id) ? [shop, ...listed] : listed;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NativeSelect
        label="Status"
        value={status}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        data={[
          { value: '', label: 'Any status' },
          ...PAYOUT_STATUSES.map((s) => ({ value: s, label: payoutStatusLabels[s] })),
        ]}
      />
      <Select
        label="Shop"
        placeholder="Every shop: type to find one"
        description={shopListNote[Array.isArray(shops) ? 'listed' : shops]}
        searchable
        clearable
        w={{ base: '100%', xs: 320 }}
        data={choices.map((s) => ({ value: s.id, label: s.name }))}
        value={shop?.id ?? null}
        searchValue={searchText}
        onSearchChange={(text) => {
          setSearchText(text);
          // Typing asks the server; picking an option (its name in the box) does not.
          if (text !== shop?.name) onShopSearch(text.trim());
        }}
        // The server already matched the text: show what it answered.
        filter={({ options }) => options}
        nothingFoundMessage={Array.isArray(shops) ? 'No shop’s name contains that' : undefined}
        onChange={(id) => onChange({ shop: choices.find((s) => s.id === id) ?? null })}
      />
    </Group>
  );
}

/** A shop the list can be filtered by. */
export type PayoutShop = { id: string; name: string };
/** The shop filter's choices, or why there are none yet (the list then shows every shop). */
export type PayoutShopChoices = PayoutShop[] | 'loading' | 'unavailable';

const shopListNote = {
  listed: undefined,
  loading: 'Loading the shops…',
  unavailable: 'The shop list could not be loaded: every shop’s payouts are shown.',
};

/**
 * Staff (shops): every shop's payouts, newest first, and the retry of a failed one. `shops`
 * (the shop filter's choices) come from the route, which searches the staff's shop list with
 * what `onShopSearch` hands it (there may be thousands of shops: none is left out).
 */
export function PayoutsReview({
  shops,
  onShopSearch,
}: {
  shops: PayoutShopChoices;
  onShopSearch: (text: string) => void;
}) {
  const [status, setStatus] = useState('');
  const [shop, setShop] = useState<PayoutShop | null>(null);
  const shopId = shop?.id ?? '';
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState<AdminPayout | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useListAdminPayoutsQuery({
    status: (status || undefined) as PayoutStatus | undefined,
    shopId: shopId || undefined,
    page,
    limit: LIMIT,
  });
  const icon = <IconBuildingBank size={24} />;

  const list = (
    <PagedResults
      query={query}
      page={page}
      limit={LIMIT}
      noun={['payout', 'payouts']}
      errorTitle="We could not load the payouts"
      skeleton={<ListLoading label="Loading payouts" rows={3} />}
      empty={
        <EmptyState icon={icon} title="No payout matches">
          {status || shopId
            ? 'Try another status or shop.'
            : 'Shops are paid every day once their earnings are payable; nothing has been paid yet.'}
        </EmptyState>
      }
      icon={icon}
      onPage={setPage}
    >
      {(items) => (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {countOf(query.currentData?.total ?? items.length, 'payout', 'payouts')}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} onRetry={() => setRetrying(payout)} />
            ))}
          </Stack>
        </Stack>
      )}
    </PagedResults>
  );
  return (
    <Stack gap="lg">
      <PayoutFilters
        status={status}
        shop={shop}
        shops={shops}
        onShopSearch={onShopSearch}
        onChange={(change) => {
          if (change.status !== undefined) setStatus(change.status);
          if (change.shop !== undefined) setShop(change.shop);
          setPage(1);
        }}
      />
      {done ? (
        <Text size="sm" c="teal.9" role="status">
          {done}
        </Text>
      ) : null}
      {list}
      {retrying ? (
        <RetryDialog
          payout={retrying}
          onClose={() => setRetrying(null)}
          onDone={(message) => {
            setRetrying(null);
            setDone(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
