import { and, eq, type SQL } from 'drizzle-orm';
import type { StitchingPaymentStatus } from '@vitrine/contracts/stitching';
import type { Database } from '../../platform/db/client.ts';
import { stitchingEvent, stitchingInvoice } from './stitching.schema.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { announceChange } from '../../platform/live/index.ts';
import {
  createSalesDocuments,
  createSalesParties,
  salesFilterConditions,
  type SalesFilters,
} from '../sales/index.ts';

export type InvoiceRecord = typeof stitchingInvoice.$inferSelect;
export type StitchingEventRecord = typeof stitchingEvent.$inferSelect;
export type StitchingActor = { role: StitchingEventRecord['actorRole']; id: string | null };

export type InvoiceFilters = SalesFilters & { paymentStatus?: StitchingPaymentStatus };

const filterConditions = (filters: InvoiceFilters): SQL[] => [
  ...(filters.paymentStatus ? [eq(stitchingInvoice.paymentStatus, filters.paymentStatus)] : []),
  ...salesFilterConditions(stitchingInvoice, filters),
];

/** What a change writes besides its timeline entry. */
export type InvoicePatch = Partial<
  Pick<
    InvoiceRecord,
    | 'approval'
    | 'revisionNote'
    | 'paymentStatus'
    | 'stage'
    | 'paymentOrderId'
    | 'paidAt'
    | 'garment'
    | 'fabric'
    | 'measurements'
    | 'priceMinor'
    | 'dueDate'
    | 'searchText'
  >
>;

export function createStitchingRepository(db: Database) {
  const documents = createSalesDocuments(db, {
    documents: stitchingInvoice,
    events: stitchingEvent,
    documentId: stitchingEvent.invoiceId,
    live: 'stitching-invoice',
  });
  const list = (owner: SQL, filters: InvoiceFilters, page: Page) =>
    documents.page(and(owner, ...filterConditions(filters)), page);

  return {
    ...documents,
    ...createSalesParties(db),

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    /** The invoice and its first timeline entry ("sent"); answers both. */
    async insert(
      tx: Transaction,
      values: typeof stitchingInvoice.$inferInsert,
      actor: StitchingActor,
    ) {
      const q = queryWith(tx);
      const [row] = await q.insert(stitchingInvoice).values(values).returning();
      const [event] = await q
        .insert(stitchingEvent)
        .values({
          invoiceId: row!.id,
          kind: 'sent',
          actorRole: actor.role,
          actorId: actor.id,
          at: row!.createdAt,
        })
        .returning();
      await announceChange(tx, 'stitching-invoice', row!.id);
      return { invoice: row!, event: event! };
    },

    listForCustomer: (customerId: string, filters: InvoiceFilters, page: Page) =>
      list(eq(stitchingInvoice.customerId, customerId), filters, page),

    listForShop: (shopId: string, filters: InvoiceFilters, page: Page) =>
      list(eq(stitchingInvoice.shopId, shopId), filters, page),

    /**
     * Applies `patch` and records the event, only if the invoice (locked) still passes `allowed`:
     * of concurrent changes one wins, the others get null (an illegal change by then).
     */
    async change(
      tx: Transaction,
      input: {
        invoiceId: string;
        allowed: (invoice: InvoiceRecord) => boolean;
        patch: InvoicePatch;
        event: Pick<StitchingEventRecord, 'kind'> &
          Partial<Pick<StitchingEventRecord, 'stage' | 'note'>>;
        actor: StitchingActor;
        at: Date;
      },
    ): Promise<{ invoice: InvoiceRecord; event: StitchingEventRecord } | null> {
      const changed = await documents.change(tx, {
        id: input.invoiceId,
        allowed: input.allowed,
        set: input.patch,
        event: () => ({
          invoiceId: input.invoiceId,
          kind: input.event.kind,
          stage: input.event.stage ?? null,
          note: input.event.note ?? null,
          actorRole: input.actor.role,
          actorId: input.actor.id,
          at: input.at,
        }),
        at: input.at,
      });
      return changed && { invoice: changed.document, event: changed.event };
    },
  };
}

export type StitchingRepository = ReturnType<typeof createStitchingRepository>;
