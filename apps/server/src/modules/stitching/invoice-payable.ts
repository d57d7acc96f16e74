import { STAGE_LABELS } from '@vitrine/contracts/stitching';
import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import type { Earnings } from '../earnings/index.ts';
import { createSalesAnnouncer, salesAmountDue } from '../sales/index.ts';
import { EVENT_MESSAGES, INVOICE_RULES } from './invoice-rules.ts';
import type {
  InvoiceRecord,
  StitchingActor,
  StitchingEventRecord,
  StitchingRepository,
} from './stitching.repository.ts';

/** Asks payments, in the caller's transaction, to refund the invoice's payment (once). */
export type InvoiceRefundRequest = (
  tx: Transaction,
  subject: { purpose: 'stitching_invoice'; subjectId: string; reason: string },
) => Promise<boolean>;

/**
 * Tells the other side of an invoice's change, in the changing transaction: a notification and,
 * for what the shop or the payment did, the customer's mail (outbox).
 */
export function createInvoiceAnnouncer(repository: Pick<StitchingRepository, 'shopFacts'>) {
  const announceSale = createSalesAnnouncer<InvoiceRecord>(repository);
  return async function announce(
    tx: Transaction,
    invoice: InvoiceRecord,
    event: Pick<StitchingEventRecord, 'id' | 'kind' | 'stage'>,
    actor: StitchingActor['role'],
  ) {
    const body =
      event.kind === 'stage' && event.stage
        ? `${invoice.garment} from ${invoice.shopName}: ${STAGE_LABELS[event.stage]}`
        : `Invoice ${invoice.number} ${EVENT_MESSAGES[event.kind]}.`;
    await announceSale(tx, invoice, {
      actor,
      key: `stitching-event:${event.id}`,
      title: `Stitching ${invoice.number}`,
      body,
      customerLink: `/user/stitching-orders/${invoice.id}`,
      shopLink: `/vendor/stitching`,
    });
    if (actor !== 'customer') {
      await enqueue(tx, 'stitching:changed', { invoiceId: invoice.id, eventId: event.id });
    }
  };
}

/**
 * A stitching invoice as something a customer pays (payments purpose `stitching_invoice`), for
 * the payments flow (flows/pay-payable.ts), each step inside its settling transaction.
 */
export function createInvoicePayable(deps: {
  repository: StitchingRepository;
  requestRefund: InvoiceRefundRequest;
  /** The shop's earnings: a paid invoice earns, a refund from elsewhere reverses it. */
  earnings: Pick<Earnings, 'invoicePaid' | 'reverse'>;
  clock: () => Date;
}) {
  const { repository, clock } = deps;
  const announce = createInvoiceAnnouncer(repository);
  const system = { role: 'system' as const, id: null };

  return {
    /**
     * An approved unpaid invoice asks for its price (the current one: a revision changes it and
     * needs approving again); any other, nothing. The invoice stays locked until the settling
     * transaction ends.
     */
    amountDue: (tx: Transaction, invoiceId: string) =>
      salesAmountDue(repository, tx, invoiceId, (invoice) =>
        INVOICE_RULES.pay(invoice) ? invoice.priceMinor : null,
      ),

    link: (invoiceId: string) => `/user/stitching-orders/${invoiceId}`,

    /** Once per payment, for exactly the price `amountDue` answered: the invoice becomes paid. */
    async settle(tx: Transaction, payment: { subjectId: string; paymentOrderId: string }) {
      const at = clock();
      const paid = await repository.change(tx, {
        invoiceId: payment.subjectId,
        allowed: INVOICE_RULES.pay,
        patch: { paymentStatus: 'paid', paidAt: at, paymentOrderId: payment.paymentOrderId },
        event: { kind: 'paid' },
        actor: system,
        at,
      });
      if (!paid) {
        await deps.requestRefund(tx, {
          purpose: 'stitching_invoice',
          subjectId: payment.subjectId,
          reason: 'Paid while the invoice could not be paid',
        });
        return;
      }
      await deps.earnings.invoicePaid(tx, {
        invoiceId: paid.invoice.id,
        shopId: paid.invoice.shopId,
        priceMinor: paid.invoice.priceMinor,
        currency: paid.invoice.currency,
        at,
        number: paid.invoice.number,
      });
      await announce(tx, paid.invoice, paid.event, 'system');
    },

    /** Once per refund of the payment that paid the invoice: it becomes refunded. */
    async refunded(tx: Transaction, payment: { subjectId: string }) {
      const at = clock();
      const changed = await repository.change(tx, {
        invoiceId: payment.subjectId,
        allowed: (i) => i.paymentStatus === 'paid',
        patch: { paymentStatus: 'refunded' },
        event: { kind: 'refunded' },
        actor: system,
        at,
      });
      if (!changed) return;
      // Already reversed when the shop asked for the refund; a refund from elsewhere reverses here.
      await deps.earnings.reverse(tx, {
        kind: 'stitching_invoice',
        sourceId: payment.subjectId,
        at: clock(),
        reason: 'Refunded',
      });
      await announce(tx, changed.invoice, changed.event, 'system');
    },
  };
}

export type InvoicePayable = ReturnType<typeof createInvoicePayable>;
