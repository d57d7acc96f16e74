import { Badge } from '@mantine/core';
import {
  earningStateLabels,
  payoutStatusLabels,
  type EarningState,
  type PayoutStatus,
} from '@vitrine/contracts/earnings';

/** A light badge's tint behind the page's own text colour: readable (WCAG AA) whatever the tint. */
const READABLE_LABEL = { label: { color: 'var(--mantine-color-text)' } };

const stateColours: Record<EarningState, string> = {
  on_hold: 'yellow',
  payable: 'teal',
  in_payout: 'blue',
  paid_out: 'gray',
};

const payoutColours: Record<PayoutStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  paid: 'teal',
  failed: 'red',
  retried: 'orange',
};

export function EarningStateBadge({ state }: { state: EarningState }) {
  return (
    <Badge color={stateColours[state]} variant="light" styles={READABLE_LABEL}>
      {earningStateLabels[state]}
    </Badge>
  );
}

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge color={payoutColours[status]} variant="light" styles={READABLE_LABEL}>
      {payoutStatusLabels[status]}
    </Badge>
  );
}
