import { randomInt } from 'node:crypto';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type { CheckoutOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { notFound } from '../../platform/lib/app-error.ts';
import {
  invoiceDate,
  renderInvoicePdf,
  type InvoiceDocument,
} from '../../platform/lib/invoice-pdf.ts';
import type { Page } from '../../platform/lib/paging.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notify } from '../notifications/index.ts';
import type { SalesParties } from './sales.repository.ts';

/** What every sales document is: a numbered sale by a shop to a customer, in one currency. */
export type SalesDocument = {
  id: string;
  number: string;
  customerId: string;
  shopId: string;
  shopName: string;
  currency: string;
};

/** Who changed a document: its customer, its shop's people, or the system (a payment, a refund). */
export type SalesActor = 'customer' | 'shop' | 'system';

/**
 * What a sales kind uses of payments: one payment order per document (`purpose` names the
 * kind), settled and refunded once.
 */
export type SalesPayments<P extends string> = {
  createSubjectOrder(
    user: AuthUser,
    subject: {
      purpose: P;
      subjectId: string;
      amountMinor: number;
      currency: string;
      description: string;
    },
  ): Promise<CheckoutOrder>;
  verifySubject(
    userId: string,
    subject: { purpose: P; subjectId: string },
    input: VerifyCreditPaymentInput,
  ): Promise<{ status: 'paid'; orderId: string }>;
  requestRefund(
    tx: Transaction,
    subject: { purpose: P; subjectId: string; reason: string },
  ): Promise<boolean>;
};

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A document's number as customers read it: the kind's prefix and 8 unambiguous characters. */
export const salesNumber = (prefix: string) =>
  `${prefix}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** The list query's page, as the answer repeats it. */
type PageQuery = { page: number; limit: number };

/** The change a sales document's other side is told of (see `createSalesAnnouncer`). */
export type SalesChange = {
  actor: SalesActor;
  key: string;
  title: string;
  body: string;
  customerLink: string;
  shopLink: string;
};

/**
 * Tells the other side of a change, in the changing transaction: the customer (whose mail is
 * the kind's own status mail, so none for the notification) unless they made it, and the
 * shop's people unless they did. `key` makes each notification once per event and person.
 */
export function createSalesAnnouncer<Doc extends SalesDocument>(
  parties: Pick<SalesParties, 'shopFacts'>,
) {
  return async function announce(tx: Transaction, document: Doc, change: SalesChange) {
    const recipients: { userId: string; link: string; mail?: 'by-source' }[] = [];
    if (change.actor !== 'customer') {
      recipients.push({
        userId: document.customerId,
        link: change.customerLink,
        mail: 'by-source',
      });
    }
    if (change.actor !== 'shop') {
      const facts = await parties.shopFacts(document.shopId, tx);
      for (const userId of facts?.memberIds ?? []) {
        recipients.push({ userId, link: change.shopLink });
      }
    }
    for (const { userId, link, mail } of recipients) {
      await notify(tx, {
        userId,
        title: change.title,
        body: change.body,
        link,
        sourceKey: `${change.key}:${userId}`,
        mail,
      });
    }
  };
}

/**
 * What a document asks to be paid now, asked by the payments flow in its settling transaction:
 * `due` answers for a payable one, null for any other. The document stays locked until that
 * transaction ends, so what is settled is what was due.
 */
export async function salesAmountDue<Doc extends SalesDocument>(
  documents: { findLocked(tx: Transaction, id: string): Promise<Doc | null> },
  tx: Transaction,
  id: string,
  due: (document: Doc) => number | null,
) {
  const document = await documents.findLocked(tx, id);
  const amountMinor = document ? due(document) : null;
  return document && amountMinor !== null ? { amountMinor, currency: document.currency } : null;
}

/**
 * The core every sales kind builds its service on: finding a document for its customer or its
 * shop (404 otherwise), its lists, telling the other side of a change, paying (the checkout and
 * its answer), refunding, and the invoice PDF's parties. The
 * kind brings its table access (`documents`), its payments purpose, and what it calls itself.
 */
export function createSalesCore<
  P extends string,
  Doc extends SalesDocument,
  Row,
  Filters,
  Summary,
  Event,
>(deps: {
  /** The payments purpose, e.g. `order`. */
  purpose: P;
  /** What a 404 calls a document, e.g. "Order". */
  noun: string;
  documents: {
    find(id: string, tx?: Transaction): Promise<Doc | null>;
    findForCustomer(customerId: string, id: string): Promise<Doc | null>;
    findForShops(shopIds: string[], id: string): Promise<Doc | null>;
    findEvent(eventId: number): Promise<Event | null>;
    listForCustomer(
      customerId: string,
      filters: Filters,
      page: Page,
    ): Promise<{ items: Row[]; total: number }>;
    listForShop(
      shopId: string,
      filters: Filters,
      page: Page,
    ): Promise<{ items: Row[]; total: number }>;
  };
  parties: SalesParties;
  payments: SalesPayments<P>;
  /** The shop's earnings: what a document earned is taken back (the earnings kind is `purpose`). */
  earnings: {
    reverse(
      tx: Transaction,
      input: { kind: P; sourceId: string; at: Date; reason: string },
    ): Promise<unknown>;
  };
  shopIdsOf: (userId: string) => Promise<string[]>;
  summaryOf: (row: Row) => Summary;
}) {
  const { documents, parties, payments, purpose } = deps;

  /** The customer's own document, or 404. */
  async function ofCustomer(userId: string, id: string): Promise<Doc> {
    const document = await documents.findForCustomer(userId, id);
    if (!document) throw notFound(deps.noun);
    return document;
  }

  async function ownShop(userId: string, shopId: string) {
    if (!(await deps.shopIdsOf(userId)).includes(shopId)) throw notFound('Shop');
  }

  const toPage = (result: { items: Row[]; total: number }, query: PageQuery) => ({
    items: result.items.map(deps.summaryOf),
    total: result.total,
    page: query.page,
    limit: query.limit,
  });

  return {
    ownShop,

    ofCustomer,

    /** A document of one of the user's shops, or 404. */
    async ofShop(userId: string, id: string): Promise<Doc> {
      const document = await documents.findForShops(await deps.shopIdsOf(userId), id);
      if (!document) throw notFound(deps.noun);
      return document;
    },

    async listForCustomer(userId: string, filters: Filters, page: Page, query: PageQuery) {
      return toPage(await documents.listForCustomer(userId, filters, page), query);
    },

    /** The shop's list: only for its own people (404 otherwise). */
    async listForShop(
      userId: string,
      shopId: string,
      filters: Filters,
      page: Page,
      query: PageQuery,
    ) {
      await ownShop(userId, shopId);
      return toPage(await documents.listForShop(shopId, filters, page), query);
    },

    announce: createSalesAnnouncer<Doc>(parties),

    /** Starts (or resumes) paying a document: the provider's checkout for `amountMinor`. */
    checkout: (user: AuthUser, document: Doc, amountMinor: number, description: string) =>
      payments.createSubjectOrder(user, {
        purpose,
        subjectId: document.id,
        amountMinor,
        currency: document.currency,
        description,
      }),

    /** The checkout's answer: settles the document once (webhooks and reconciliation may come first). */
    async verifyPayment(userId: string, id: string, input: VerifyCreditPaymentInput): Promise<Doc> {
      const document = await ofCustomer(userId, id);
      await payments.verifySubject(userId, { purpose, subjectId: document.id }, input);
      return (await documents.find(document.id))!;
    },

    /**
     * Takes back what the document earned the shop, once (a second reversal and reversing what
     * earned nothing write nothing), as of `at`, saying why ("Returned", "Refunded").
     */
    reverseEarning: (tx: Transaction, id: string, at: Date, reason: string) =>
      deps.earnings.reverse(tx, { kind: purpose, sourceId: id, at, reason }),

    /** Asks payments to refund the document's payment (once: false when it was asked already). */
    requestRefund: (tx: Transaction, id: string, reason: string) =>
      payments.requestRefund(tx, { purpose, subjectId: id, reason }),

    /**
     * The customer's invoice as a PDF: the seller (the shop, where it is) and the buyer (name,
     * email), dates in the shop's time zone, the total in words; the kind says the rest.
     */
    async invoicePdf(
      document: Doc,
      content: (
        day: (at: Date) => string,
      ) => Omit<InvoiceDocument, 'number' | 'seller' | 'buyer' | 'currency' | 'totalInWords'>,
    ): Promise<Buffer> {
      const [seller, customer] = await Promise.all([
        parties.sellerFacts(document.shopId),
        parties.customer(document.customerId),
      ]);
      const day = (at: Date) => invoiceDate(at, seller?.timeZone ?? 'Asia/Kolkata');
      const rest = content(day);
      return renderInvoicePdf({
        ...rest,
        number: document.number,
        seller: {
          name: seller?.name ?? document.shopName,
          lines: seller ? [`${seller.city}, ${seller.state}, ${seller.country}`] : [],
        },
        buyer: { name: customer?.name ?? '', lines: customer ? [customer.email] : [] },
        currency: document.currency,
        totalInWords: minorUnitsInWords(rest.total, document.currency),
      });
    },

    /** The document, its event and its customer for the customer's mail (undefined when gone). */
    async mailFacts(id: string, eventId: number) {
      const [document, event] = await Promise.all([
        documents.find(id),
        documents.findEvent(eventId),
      ]);
      if (!document || !event) return undefined;
      const customer = await parties.customer(document.customerId);
      return customer ? { document, event, customer } : undefined;
    },
  };
}
