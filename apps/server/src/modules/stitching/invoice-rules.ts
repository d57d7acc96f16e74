import { nextStage, type StitchingStage } from '@vitrine/contracts/stitching';
import { AppError } from '../../platform/lib/app-error.ts';
import type { InvoiceRecord, StitchingEventRecord } from './stitching.repository.ts';

/**
 * What may happen to an invoice in which state, in one place. Payment goes unpaid → paid →
 * refunded; approval pending → approved, or → revision_requested → (the shop revises) pending.
 */
export const INVOICE_RULES = {
  /** The customer approves the invoice as sent. */
  approve: (i: InvoiceRecord) => i.paymentStatus === 'unpaid' && i.approval === 'pending',
  /** The customer asks for changes, before paying. */
  requestRevision: (i: InvoiceRecord) =>
    i.paymentStatus === 'unpaid' && (i.approval === 'pending' || i.approval === 'approved'),
  /** The shop sends a revised invoice after a request. */
  revise: (i: InvoiceRecord) => i.paymentStatus === 'unpaid' && i.approval === 'revision_requested',
  /** The customer pays (or the payment settles) an approved, unpaid invoice. */
  pay: (i: InvoiceRecord) => i.paymentStatus === 'unpaid' && i.approval === 'approved',
  /** The shop moves a paid invoice to the next production stage, one at a time. */
  stage: (to: StitchingStage) => (i: InvoiceRecord) =>
    i.paymentStatus === 'paid' && nextStage(i.stage) === to,
  /** The shop refunds a paid invoice not yet delivered. */
  refund: (i: InvoiceRecord) => i.paymentStatus === 'paid' && i.stage !== 'delivered',
};

/** 409 naming what the invoice is now. */
export const illegalInvoiceChange = (invoice: InvoiceRecord | null, what: string) =>
  new AppError(
    'CONFLICT',
    `${what}: not possible while the invoice is ${invoice ? describe(invoice) : 'gone'}.`,
  );

const describe = (i: InvoiceRecord) =>
  [i.paymentStatus, i.approval.replace(/_/g, ' '), i.stage?.replace(/_/g, ' ')]
    .filter(Boolean)
    .join(', ');

export const EVENT_MESSAGES: Record<StitchingEventRecord['kind'], string> = {
  sent: 'was sent to you',
  approved: 'was approved',
  revision_requested: 'needs a revision',
  revised: 'was revised',
  paid: 'is paid',
  refund_requested: 'is being refunded',
  refunded: 'was refunded',
  stage: 'moved on',
};
