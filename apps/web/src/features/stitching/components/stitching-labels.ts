import {
  STAGE_LABELS,
  type Garment,
  type StitchingApproval,
  type StitchingEvent,
  type StitchingPaymentStatus,
} from '@vitrine/contracts/stitching';

export const GARMENT_LABELS: Record<Garment, string> = {
  blouse: 'Blouse',
  kurta: 'Kurta',
  shirt: 'Shirt',
  trousers: 'Trousers',
  lehenga: 'Lehenga',
};

export const PAYMENT_STATUS_LABELS: Record<StitchingPaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
};

export const APPROVAL_LABELS: Record<StitchingApproval, string> = {
  pending: 'Awaiting your approval',
  approved: 'Approved',
  revision_requested: 'Revision requested',
};

/** "Bust", "Sleeve length", "Front neck depth" from the API's field names. */
export const measurementLabel = (field: string) =>
  field
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** One line of the timeline, as a person reads it. */
export function describeEvent(event: StitchingEvent): string {
  if (event.kind === 'stage' && event.stage) return STAGE_LABELS[event.stage];
  const labels: Record<Exclude<StitchingEvent['kind'], 'stage'>, string> = {
    sent: 'Invoice sent by the shop',
    approved: 'You approved the invoice',
    revision_requested: 'You asked for a revision',
    revised: 'The shop revised the invoice',
    paid: 'Paid',
    refund_requested: 'Refund requested by the shop',
    refunded: 'Refunded',
  };
  return labels[event.kind as Exclude<StitchingEvent['kind'], 'stage'>];
}
