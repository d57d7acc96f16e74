import { randomUUID } from 'node:crypto';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import {
  STAGE_LABELS,
  type CreateStitchingInvoiceInput,
  type CustomerInvoiceAction,
  type CustomerInvoiceActionResult,
  type StitchingInvoiceDetail,
  type StitchingInvoiceSummary,
  type VendorInvoiceAction,
} from '@vitrine/contracts/stitching';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Earnings } from '../earnings/index.ts';
import { createSalesCore, salesNumber, type SalesPayments } from '../sales/index.ts';
import { EVENT_MESSAGES, illegalInvoiceChange, INVOICE_RULES } from './invoice-rules.ts';
import { createInvoiceAnnouncer } from './invoice-payable.ts';
import type {
  InvoicePatch,
  InvoiceRecord,
  StitchingActor,
  StitchingEventRecord,
  StitchingRepository,
} from './stitching.repository.ts';

/** What stitching uses of payments: one payment order per invoice, settled and refunded once. */
export type StitchingPayments = SalesPayments<'stitching_invoice'>;

const searchTextOf = (i: Pick<InvoiceRecord, 'number' | 'shopName' | 'garment' | 'fabric'>) =>
  [i.number, i.shopName, i.garment, i.fabric].join(' ').toLowerCase();

export const summaryOf = (row: InvoiceRecord): StitchingInvoiceSummary => ({
  id: row.id,
  number: row.number,
  shopId: row.shopId,
  shopName: row.shopName,
  garment: row.garment,
  fabric: row.fabric,
  price: row.priceMinor,
  currency: row.currency,
  dueDate: row.dueDate,
  approval: row.approval,
  revisionNote: row.approval === 'revision_requested' ? row.revisionNote : null,
  paymentStatus: row.paymentStatus,
  stage: row.stage,
  createdAt: row.createdAt.toISOString(),
});

/** The sentence a notification and a mail say about an event. */
export const eventMessage = (invoice: InvoiceRecord, event: StitchingEventRecord) =>
  event.kind === 'stage' && event.stage
    ? `Your ${invoice.garment} (${invoice.number}): ${STAGE_LABELS[event.stage].toLowerCase()}`
    : `Stitching invoice ${invoice.number} ${EVENT_MESSAGES[event.kind]}`;

export function createStitchingService(deps: {
  repository: StitchingRepository;
  payments: StitchingPayments;
  findUserByEmail: (email: string) => Promise<{ id: string; name: string } | undefined>;
  shopIdsOf: (userId: string) => Promise<string[]>;
  /** The shop's earnings (earnings module): a paid invoice earns, a refund reverses it. */
  earnings: Pick<Earnings, 'invoicePaid' | 'reverse'>;
  clock: () => Date;
}) {
  const { repository, clock } = deps;
  const sales = createSalesCore({
    purpose: 'stitching_invoice',
    noun: 'Stitching invoice',
    documents: repository,
    parties: repository,
    payments: deps.payments,
    earnings: deps.earnings,
    shopIdsOf: deps.shopIdsOf,
    summaryOf,
  });
  const reverseEarning = (tx: Transaction, invoiceId: string) =>
    sales.reverseEarning(tx, invoiceId, clock(), 'Refunded');

  const announce = createInvoiceAnnouncer(repository);

  /** One change in its own transaction: legal by INVOICE_RULES (409 otherwise), kept, announced. */
  async function change(
    invoice: InvoiceRecord,
    what: string,
    allowed: (i: InvoiceRecord) => boolean,
    patch: InvoicePatch,
    event: {
      kind: StitchingEventRecord['kind'];
      stage?: StitchingEventRecord['stage'];
      note?: string | null;
    },
    actor: StitchingActor,
    hooks: {
      /** Runs before the invoice's row is locked (see the refund for why it matters). */
      before?: (tx: Transaction) => Promise<void>;
      after?: (tx: Transaction, changed: InvoiceRecord) => Promise<void>;
    } = {},
  ) {
    return repository.transaction(async (tx) => {
      await hooks.before?.(tx);
      const changed = await repository.change(tx, {
        invoiceId: invoice.id,
        allowed,
        patch,
        event,
        actor,
        at: clock(),
      });
      if (!changed) throw illegalInvoiceChange(await repository.find(invoice.id, tx), what);
      await hooks.after?.(tx, changed.invoice);
      await announce(tx, changed.invoice, changed.event, actor.role);
      return changed.invoice;
    });
  }

  async function detail(invoice: InvoiceRecord): Promise<StitchingInvoiceDetail> {
    const [timeline, customer] = await Promise.all([
      repository.timeline(invoice.id),
      repository.customer(invoice.customerId),
    ]);
    return {
      ...summaryOf(invoice),
      customerName: customer?.name ?? '',
      measurements: invoice.measurements,
      notes: invoice.notes,
      priceInWords: minorUnitsInWords(invoice.priceMinor, invoice.currency),
      paidAt: invoice.paidAt?.toISOString() ?? null,
      timeline: timeline.map((e) => ({
        kind: e.kind,
        stage: e.stage,
        by: e.actorRole,
        note: e.note,
        at: e.at.toISOString(),
      })),
    };
  }

  return {
    /** POST /vendor/stitching-service-invoices: a stitching shop's invoice, awaiting approval. */
    async create(
      userId: string,
      input: CreateStitchingInvoiceInput,
    ): Promise<StitchingInvoiceDetail> {
      await sales.ownShop(userId, input.shopId);
      const facts = await repository.shopFacts(input.shopId);
      if (!facts) throw notFound('Shop');
      if (!facts.isStitcher) throw validationFailed('shopId', 'this shop does not offer stitching');
      const customer = await deps.findUserByEmail(input.customerEmail);
      if (!customer) throw validationFailed('customerEmail', 'no customer has this email');
      const number = salesNumber('VS');
      const values = {
        id: randomUUID(),
        number,
        customerId: customer.id,
        shopId: input.shopId,
        shopName: facts.name,
        garment: input.garment,
        fabric: input.fabric,
        measurements: input.measurements,
        priceMinor: input.price,
        currency: input.currency.toUpperCase(),
        dueDate: input.dueDate,
        notes: input.notes,
        createdAt: clock(),
        updatedAt: clock(),
      };
      const invoice = await repository.transaction(async (tx) => {
        const created = await repository.insert(
          tx,
          { ...values, searchText: searchTextOf(values) },
          { role: 'shop', id: userId },
        );
        await announce(tx, created.invoice, created.event, 'shop');
        return created.invoice;
      });
      return detail(invoice);
    },

    listForCustomer: sales.listForCustomer,
    listForShop: sales.listForShop,

    /**
     * GET /stitching-service-invoices/{id}/invoice.pdf: the customer's stitching invoice as a
     * PDF (seller, buyer, garment and fabric, measurements, due date, price and in words).
     */
    async invoicePdf(userId: string, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const invoice = await sales.ofCustomer(userId, id);
      const measurements = Object.entries(invoice.measurements)
        .map(([field, cm]) => `${field.replace(/([A-Z])/g, ' $1').toLowerCase()} ${cm} cm`)
        .join(', ');
      const pdf = await sales.invoicePdf(invoice, (day) => ({
        title: 'Stitching invoice',
        facts: [
          ['Invoice date', day(invoice.createdAt)],
          ['Due date', invoice.dueDate],
          [
            'Payment',
            invoice.paidAt
              ? `${invoice.paymentStatus} (paid on ${day(invoice.paidAt)})`
              : invoice.paymentStatus,
          ],
        ],
        items: [
          {
            description: `Stitching: ${invoice.garment.replace(/_/g, ' ')}, ${invoice.fabric}`,
            quantity: 1,
            unitPrice: invoice.priceMinor,
            amount: invoice.priceMinor,
          },
        ],
        totals: [],
        total: invoice.priceMinor,
        notes: [measurements && `Measurements: ${measurements}.`, invoice.notes]
          .filter(Boolean)
          .join(' '),
      }));
      return { fileName: `stitching-invoice-${invoice.number}.pdf`, pdf };
    },

    customerDetail: async (userId: string, id: string) =>
      detail(await sales.ofCustomer(userId, id)),
    shopDetail: async (userId: string, id: string) => detail(await sales.ofShop(userId, id)),

    /** PATCH /stitching-service-invoices/{id}: approve, ask for a revision, or start paying. */
    async customerAction(
      user: AuthUser,
      id: string,
      input: CustomerInvoiceAction,
    ): Promise<CustomerInvoiceActionResult> {
      const invoice = await sales.ofCustomer(user.id, id);
      const actor = { role: 'customer' as const, id: user.id };
      if (input.action === 'approve') {
        const changed = await change(
          invoice,
          'approve',
          INVOICE_RULES.approve,
          { approval: 'approved' },
          { kind: 'approved' },
          actor,
        );
        return { invoice: await detail(changed) };
      }
      if (input.action === 'request_revision') {
        const changed = await change(
          invoice,
          'request_revision',
          INVOICE_RULES.requestRevision,
          { approval: 'revision_requested', revisionNote: input.note ?? '' },
          { kind: 'revision_requested', note: input.note },
          actor,
        );
        return { invoice: await detail(changed) };
      }
      if (!INVOICE_RULES.pay(invoice)) throw illegalInvoiceChange(invoice, 'pay');
      const checkout = await sales.checkout(
        user,
        invoice,
        invoice.priceMinor,
        `Stitching ${invoice.number} (${invoice.garment}) from ${invoice.shopName}`,
      );
      return { invoice: await detail(invoice), checkout };
    },

    /** The checkout's answer: settles the invoice once (webhooks and reconciliation may come first). */
    async verifyPayment(userId: string, id: string, input: VerifyCreditPaymentInput) {
      return detail(await sales.verifyPayment(userId, id, input));
    },

    /** PATCH /vendor/stitching-service-invoices/{id}: revise, set the next stage, or refund. */
    async shopAction(
      userId: string,
      id: string,
      input: VendorInvoiceAction,
    ): Promise<StitchingInvoiceDetail> {
      const invoice = await sales.ofShop(userId, id);
      const actor = { role: 'shop' as const, id: userId };
      if (input.action === 'stage' && input.stage) {
        const stage = input.stage;
        const changed = await change(
          invoice,
          'stage',
          INVOICE_RULES.stage(stage),
          { stage },
          { kind: 'stage', stage, note: input.note },
          actor,
        );
        return detail(changed);
      }
      if (input.action === 'refund') {
        const changed = await change(
          invoice,
          'refund',
          INVOICE_RULES.refund,
          {},
          { kind: 'refund_requested', note: input.note ?? null },
          actor,
          {
            // One refund per payment: a second request (even a concurrent one) is illegal. The
            // refund's row is written before the invoice's row is locked, the order in which the
            // refund's delivery (`refunded` below) takes them: the other way round, a second
            // request holding the invoice waited on the first refund's row while its delivery
            // waited on the invoice, and PostgreSQL broke the deadlock with a 500.
            before: async (tx) => {
              const requested = await sales.requestRefund(
                tx,
                invoice.id,
                input.note ?? 'Stitching refunded by the shop',
              );
              if (!requested) throw illegalInvoiceChange(invoice, 'refund');
            },
            after: async (tx) => void (await reverseEarning(tx, invoice.id)),
          },
        );
        return detail(changed);
      }
      if (input.action !== 'revise') throw validationFailed('stage', 'which stage the work is at');
      const revised = {
        garment: input.garment ?? invoice.garment,
        fabric: input.fabric ?? invoice.fabric,
        measurements: input.measurements ?? invoice.measurements,
      };
      if (input.garment && !input.measurements && input.garment !== invoice.garment) {
        throw validationFailed('measurements', 'a different garment needs its own measurements');
      }
      const changed = await change(
        invoice,
        'revise',
        INVOICE_RULES.revise,
        {
          ...revised,
          priceMinor: input.price ?? invoice.priceMinor,
          dueDate: input.dueDate ?? invoice.dueDate,
          approval: 'pending',
          searchText: searchTextOf({ ...invoice, ...revised }),
        },
        { kind: 'revised', note: input.note },
        actor,
      );
      return detail(changed);
    },

    /** The invoice, its event and its customer for the customer's mail (undefined when gone). */
    async mailFacts(invoiceId: string, eventId: number) {
      const facts = await sales.mailFacts(invoiceId, eventId);
      return facts && { invoice: facts.document, event: facts.event, customer: facts.customer };
    },
  };
}

export type StitchingService = ReturnType<typeof createStitchingService>;
