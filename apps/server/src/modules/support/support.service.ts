import {
  SUPPORT_RESPONSE_TARGET_HOURS,
  supportStatusLabels,
  type AdminSupportListQuery,
  type SupportAbout,
  type SupportListQuery,
  type SupportPage,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportStatus,
  type SupportSubjectKind,
  type UpdateSupportInput,
} from '@vitrine/contracts/support';
import type { z } from 'zod';
import type {
  AdminSupportRequestDetail,
  createSupportInputSchema,
} from '@vitrine/contracts/support';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { NotifyInput } from '../notifications/index.ts';
import type { AuditInput } from '../../platform/audit/audit.ts';
import { reopenUntil, transition } from './support-states.ts';
import type {
  SupportFilters,
  SupportMessageRow,
  SupportRepository,
  SupportRow,
} from './support.repository.ts';

/** Who assigns: copied into the audit entry. */
type SupportActor = AuditInput['actor'];

type CreateInput = z.output<typeof createSupportInputSchema>;
type Attachment = { id: string; url: string };
const HOUR_MS = 60 * 60 * 1000;

const conflict = (message: string, field: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);

export function createSupportService(deps: {
  repository: SupportRepository;
  /** The customer's own upload with purpose "support", or undefined. */
  findUpload: (
    ownerId: string,
    id: string,
  ) => Promise<{ url: string; purpose: string } | undefined>;
  /** The customer's own order (the orders module), or undefined. */
  orderOf: (
    customerId: string,
    orderId: string,
  ) => Promise<{ number: string; createdAt: Date } | undefined>;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** Tells the customer about a change: in the notification centre, and by mail (outbox). */
  notifyCustomer: (tx: Transaction, requestId: string, input: NotifyInput) => Promise<void>;
  /** Whether this user may work the support desk (admin, or employee holding `support`). */
  worksSupportDesk: (userId: string) => Promise<boolean>;
  /** The staff module's audit entry, in the change's transaction. */
  audit: (tx: Transaction, input: AuditInput) => Promise<unknown>;
  clock: () => Date;
}) {
  const { repository } = deps;

  async function attachments(ownerId: string, ids: readonly string[], field: string) {
    const found: Attachment[] = [];
    for (const id of ids) {
      const upload = await deps.findUpload(ownerId, id);
      if (!upload || upload.purpose !== 'support') {
        throw validationFailed(field, `${id} is not one of your pictures uploaded for support`);
      }
      found.push({ id, url: upload.url });
    }
    return found;
  }

  /** Attachments as shown: a picture deleted since simply disappears. */
  async function shownAttachments(ownerId: string, ids: readonly string[]) {
    const shown: Attachment[] = [];
    for (const id of ids) {
      const upload = await deps.findUpload(ownerId, id);
      if (upload) shown.push({ id, url: upload.url });
    }
    return shown;
  }

  async function toRequest(row: SupportRow): Promise<SupportRequest> {
    const hours = SUPPORT_RESPONSE_TARGET_HOURS[row.category];
    const due = new Date(row.createdAt.getTime() + hours * HOUR_MS);
    const answeredAt = row.firstResponseAt;
    return {
      id: row.id,
      subject: row.subject,
      category: row.category,
      description: row.description,
      status: row.status,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      attachments: await shownAttachments(row.customerId, row.attachments),
      responseTarget: {
        hours,
        dueAt: due.toISOString(),
        answeredAt: answeredAt?.toISOString() ?? null,
        missed: (answeredAt ?? deps.clock()) > due,
      },
      reopenUntil:
        row.status === 'resolved' || row.status === 'closed'
          ? (reopenUntil(row.resolvedAt)?.toISOString() ?? null)
          : null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function toMessage(row: SupportMessageRow, customerId: string) {
    return {
      id: row.id,
      authorRole: row.authorRole,
      authorName: row.authorRole === 'staff' ? 'Vitrine support' : row.authorName,
      body: row.body,
      attachments: await shownAttachments(customerId, row.attachments),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The customer's meeting, payment or order as people know it; undefined when not theirs. */
  async function subjectOf(
    customerId: string,
    kind: SupportSubjectKind,
    id: string,
  ): Promise<SupportAbout | undefined> {
    const about = (title: string, at: Date, path: string) => ({
      kind,
      id,
      title,
      at: at.toISOString(),
      path,
    });
    if (kind === 'meeting') {
      const meeting = await repository.meetingOf(customerId, id);
      return (
        meeting &&
        about(`Meeting with ${meeting.shopName}`, meeting.startsAt, `/user/meetings/${id}`)
      );
    }
    if (kind === 'payment') {
      const payment = await repository.paymentOf(customerId, id);
      if (!payment) return undefined;
      const paidFor =
        payment.purpose === 'order' && payment.subjectId
          ? `/user/orders/${payment.subjectId}`
          : payment.purpose === 'stitching_invoice'
            ? '/user/stitching-orders'
            : payment.purpose === 'checkout'
              ? '/user/orders'
              : '/user/credits';
      return about(`Payment ${payment.reference}`, payment.createdAt, paidFor);
    }
    const order = await deps.orderOf(customerId, id);
    return order && about(`Order ${order.number}`, order.createdAt, `/user/orders/${id}`);
  }

  async function detail(row: SupportRow): Promise<SupportRequestDetail> {
    const [messages, about] = await Promise.all([
      repository.messages(row.id),
      row.subjectKind && row.subjectId
        ? subjectOf(row.customerId, row.subjectKind, row.subjectId)
        : undefined,
    ]);
    return {
      ...(await toRequest(row)),
      customerName: row.customerName,
      about: about ?? null,
      messages: await Promise.all(messages.map((m) => toMessage(m, row.customerId))),
    };
  }

  /** The request as staff see it: with its assignee. */
  async function adminDetail(row: SupportRow): Promise<AdminSupportRequestDetail> {
    const name = row.assignedTo ? await repository.userName(row.assignedTo) : undefined;
    return {
      ...(await detail(row)),
      customerId: row.customerId,
      assignee: row.assignedTo && name ? { id: row.assignedTo, name } : null,
    };
  }

  async function own(customerId: string, id: string) {
    const row = await repository.find(id);
    if (!row || row.customerId !== customerId) throw notFound('Support request');
    return row;
  }

  async function any(id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound('Support request');
    return row;
  }

  async function checkSubject(customerId: string, kind: SupportSubjectKind, subjectId: string) {
    if (!(await subjectOf(customerId, kind, subjectId))) {
      throw validationFailed('subjectId', `is not one of your ${kind}s`);
    }
  }

  /** Applies a status change guarded by the state machine; 409 when someone changed it first. */
  async function changeStatus(tx: Transaction, row: SupportRow, to: SupportStatus) {
    const values = transition(row, to, deps.clock());
    if (!(await repository.update(tx, row.id, [row.status], values))) {
      throw conflict('The request changed meanwhile; reload it and try again.', 'status');
    }
  }

  const filtersOf = (query: SupportListQuery | AdminSupportListQuery): SupportFilters => ({
    searchKey: query.searchKey,
    status: query.status,
    fromDate: query.fromDate,
    toDate: query.toDate,
    missed: 'missed' in query && query.missed ? query.missed === 'true' : undefined,
    sort: 'sort' in query ? query.sort : undefined,
    now: deps.clock(),
  });

  async function page(filters: SupportFilters, query: SupportListQuery): Promise<SupportPage> {
    const { items, total } = await repository.list(filters, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      items: await Promise.all(items.map(toRequest)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async function all(filters: SupportFilters, maxRows: number) {
    const { items } = await repository.list(filters, { limit: maxRows + 1, offset: 0 });
    return Promise.all(items.map(toRequest));
  }

  return {
    /** GET /supports */
    list: (customerId: string, query: SupportListQuery) =>
      page({ ...filtersOf(query), customerId }, query),
    listAll: (customerId: string, query: SupportListQuery, maxRows: number) =>
      all({ ...filtersOf(query), customerId }, maxRows),

    /** GET /supports/{id} */
    get: async (customerId: string, id: string) => detail(await own(customerId, id)),

    /** POST /supports */
    async create(customerId: string, input: CreateInput): Promise<SupportRequestDetail> {
      if (input.subjectKind && input.subjectId) {
        await checkSubject(customerId, input.subjectKind, input.subjectId);
      }
      await attachments(customerId, input.attachments, 'attachments');
      const id = await deps.inTransaction((tx) =>
        repository.insert(tx, {
          customerId,
          subject: input.subject,
          category: input.category,
          description: input.description,
          attachments: input.attachments,
          subjectKind: input.subjectKind ?? null,
          subjectId: input.subjectId ?? null,
          createdAt: deps.clock(),
          updatedAt: deps.clock(),
        }),
      );
      return detail(await any(id));
    },

    /**
     * PATCH /supports/{id}: edits while open, a message (a reply to "waiting for you" moves the
     * request back to in progress), closing, or reopening within the window.
     */
    async update(customerId: string, id: string, input: UpdateSupportInput) {
      const row = await own(customerId, id);
      if (Object.values(input).every((v) => v === undefined)) {
        throw validationFailed(
          'status',
          'change at least one of subject, description, attachments, message or status',
        );
      }
      const edits = {
        subject: input.subject,
        description: input.description,
        attachments: input.attachments,
      };
      const editing = Object.values(edits).some((v) => v !== undefined);
      if (editing && row.status !== 'open') {
        throw conflict(
          'A request can be edited while it is open; add a message instead.',
          'status',
        );
      }
      if (input.attachments) await attachments(customerId, input.attachments, 'attachments');
      const messageFiles = input.messageAttachments ?? [];
      await attachments(customerId, messageFiles, 'messageAttachments');
      if (input.message !== undefined && (row.status === 'closed' || row.status === 'resolved')) {
        if (input.status !== 'open') {
          throw conflict(`This request is ${row.status}; reopen it to write again.`, 'message');
        }
      }
      await deps.inTransaction(async (tx) => {
        let current = row;
        if (input.status) {
          await changeStatus(tx, current, input.status);
          current = { ...current, status: input.status };
        }
        if (editing) await repository.update(tx, id, ['open'], edits);
        if (input.message !== undefined) {
          await repository.insertMessage(tx, {
            requestId: id,
            authorId: customerId,
            authorRole: 'customer',
            body: input.message,
            attachments: messageFiles,
            createdAt: deps.clock(),
          });
          if (current.status === 'waiting_for_customer') {
            await changeStatus(tx, current, 'in_progress');
          }
        }
      });
      return detail(await any(id));
    },

    /** GET /admin/supports: every customer's requests. */
    adminList: (query: AdminSupportListQuery) => page(filtersOf(query), query),
    adminListAll: (query: AdminSupportListQuery, maxRows: number) => all(filtersOf(query), maxRows),
    adminGet: async (id: string) => adminDetail(await any(id)),

    /** POST /admin/supports/{id}/messages: a staff answer (the first one meets the target). */
    async reply(staffId: string, id: string, body: string, status?: SupportStatus) {
      const row = await any(id);
      if (row.status === 'closed') {
        throw conflict('This request is closed; it cannot be answered.', 'status');
      }
      await deps.inTransaction(async (tx) => {
        await repository.insertMessage(tx, {
          requestId: id,
          authorId: staffId,
          authorRole: 'staff',
          body,
          createdAt: deps.clock(),
        });
        if (!row.firstResponseAt) {
          await repository.update(tx, id, [row.status], { firstResponseAt: deps.clock() });
        }
        const to = status ?? (row.status === 'open' ? 'in_progress' : undefined);
        if (to && to !== row.status) await changeStatus(tx, row, to);
        await deps.notifyCustomer(tx, id, {
          userId: row.customerId,
          title: `Support answered: ${row.subject}`,
          body: body.length > 140 ? `${body.slice(0, 137)}…` : body,
          link: `/user/support/edit/${id}`,
        });
      });
      return adminDetail(await any(id));
    },

    /**
     * PUT /admin/supports/{id}/assignee: a member of staff who may work the desk (an admin, or
     * an employee holding `support`), or nobody. Audited in the same transaction.
     */
    async assign(actor: SupportActor, id: string, assigneeId: string | null) {
      const row = await any(id);
      if (assigneeId !== null && !(await deps.worksSupportDesk(assigneeId))) {
        throw validationFailed(
          'assigneeId',
          'must be an admin or an employee holding the support area',
        );
      }
      await deps.inTransaction(async (tx) => {
        await repository.assign(tx, id, assigneeId);
        await deps.audit(tx, {
          actor,
          action: 'support.assign',
          subject: { type: 'support-request', id },
          before: { assignedTo: row.assignedTo },
          after: { assignedTo: assigneeId },
        });
      });
      return adminDetail(await any(id));
    },

    /** PATCH /admin/supports/{id}: staff move the request on. */
    async setStatus(id: string, status: SupportStatus) {
      const row = await any(id);
      await deps.inTransaction(async (tx) => {
        await changeStatus(tx, row, status);
        await deps.notifyCustomer(tx, id, {
          userId: row.customerId,
          title: `Your support request is now ${supportStatusLabels[status].toLowerCase()}`,
          body: row.subject,
          link: `/user/support/edit/${id}`,
        });
      });
      return adminDetail(await any(id));
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
