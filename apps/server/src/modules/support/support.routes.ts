import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  adminSupportListQuerySchema,
  createSupportInputSchema,
  staffReplyInputSchema,
  staffStatusInputSchema,
  adminSupportRequestDetailSchema,
  supportAssigneeInputSchema,
  supportIdParamsSchema,
  supportListQuerySchema,
  supportPageSchema,
  supportRequestDetailSchema,
  supportStatusLabels,
  supportCategoryLabels,
  updateSupportInputSchema,
  type SupportRequest,
} from '@vitrine/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import type { SupportService } from './support.service.ts';

const tags = ['support'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The columns of the downloaded list (the same rows as the list, every page). */
export const supportColumns: ExportColumn<SupportRequest>[] = [
  { header: 'Request', value: (r) => r.id },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Category', value: (r) => supportCategoryLabels[r.category] },
  { header: 'Status', value: (r) => supportStatusLabels[r.status] },
  { header: 'About', value: (r) => (r.subjectKind ? `${r.subjectKind} ${r.subjectId}` : '') },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'First answer due', value: (r) => r.responseTarget.dueAt },
  { header: 'First answer', value: (r) => r.responseTarget.answeredAt },
  { header: 'Target missed', value: (r) => r.responseTarget.missed },
];

/** A customer's own support requests. */
export const supportRoutes: FastifyPluginAsyncZod<{ supportService: SupportService }> = async (
  app,
  { supportService },
) => {
  app.get(
    '/supports',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My support requests, newest first; `download` for the whole filtered list',
        querystring: supportListQuerySchema,
        response: { 200: supportPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return supportService.list(request.user.id, query);
      const { maxRows } = app.config.downloads;
      const items = await supportService.listAll(request.user.id, query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'support-requests',
        columns: supportColumns,
        items,
      });
    },
  );

  app.post(
    '/supports',
    {
      schema: {
        'x-roles': ['customer'],
        // Checked by the service: a meeting, payment or order of the caller's, else 400.
        'x-owned': { subjectId: 'checked' },
        tags,
        summary: 'Ask for help: subject, category, description, pictures, what it is about',
        body: createSupportInputSchema,
        response: { 201: supportRequestDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await supportService.create(request.user.id, request.body)),
  );

  app.get(
    '/supports/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'support-request' },
        tags,
        summary: 'One of my support requests with its conversation',
        params: supportIdParamsSchema,
        response: { 200: supportRequestDetailSchema, ...errors },
      },
    },
    async (request) => supportService.get(request.user.id, request.params.id),
  );

  app.patch(
    '/supports/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'support-request' },
        tags,
        summary:
          'Edit my request while open, write a message, close it, or reopen it within 14 days of its resolution',
        params: supportIdParamsSchema,
        body: updateSupportInputSchema,
        response: { 200: supportRequestDetailSchema, ...errors },
      },
    },
    async (request) => supportService.update(request.user.id, request.params.id, request.body),
  );
};

/** The support desk of the staff console: admins, and employees holding the `support` area. */
export const adminSupportRoutes: FastifyPluginAsyncZod<{ supportService: SupportService }> = async (
  app,
  { supportService },
) => {
  const roles = ['employee', 'admin'] as const;
  app.get(
    '/admin/supports',
    {
      schema: {
        'x-roles': roles,
        'x-permission': 'support',
        tags,
        summary:
          "Every customer's support requests, newest first or (`sort=due`) unanswered ones by response target first; `missed=true` for a missed target",
        querystring: adminSupportListQuerySchema,
        response: { 200: supportPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return supportService.adminList(query);
      const { maxRows } = app.config.downloads;
      const items = await supportService.adminListAll(query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'support-requests',
        columns: supportColumns,
        items,
      });
    },
  );

  app.get(
    '/admin/supports/:id',
    {
      schema: {
        'x-roles': roles,
        'x-permission': 'support',
        'x-owned': { id: 'public' },
        tags,
        summary: 'One support request with its conversation',
        params: supportIdParamsSchema,
        response: { 200: adminSupportRequestDetailSchema, ...errors },
      },
    },
    async (request) => supportService.adminGet(request.params.id),
  );

  app.post(
    '/admin/supports/:id/messages',
    {
      schema: {
        'x-roles': roles,
        'x-permission': 'support',
        'x-owned': { id: 'public' },
        tags,
        summary: 'Answer a request (and optionally move it on); the customer is notified',
        params: supportIdParamsSchema,
        body: staffReplyInputSchema,
        response: { 200: adminSupportRequestDetailSchema, ...errors },
      },
    },
    async (request) =>
      supportService.reply(
        request.user.id,
        request.params.id,
        request.body.body,
        request.body.status,
      ),
  );

  app.patch(
    '/admin/supports/:id',
    {
      schema: {
        'x-roles': roles,
        'x-permission': 'support',
        'x-owned': { id: 'public' },
        tags,
        summary: 'Change the status of a request; the customer is notified',
        params: supportIdParamsSchema,
        body: staffStatusInputSchema,
        response: { 200: adminSupportRequestDetailSchema, ...errors },
      },
    },
    async (request) => supportService.setStatus(request.params.id, request.body.status),
  );

  app.put(
    '/admin/supports/:id/assignee',
    {
      schema: {
        'x-roles': roles,
        'x-permission': 'support',
        // Staff work every request; the assignee is checked to be a member of the desk.
        'x-owned': { id: 'public', assigneeId: 'public' },
        tags,
        summary:
          'Assign a request to an admin or an employee holding the support area (null: nobody); audited',
        params: supportIdParamsSchema,
        body: supportAssigneeInputSchema,
        response: { 200: adminSupportRequestDetailSchema, ...errors },
      },
    },
    async (request) =>
      supportService.assign(request.user, request.params.id, request.body.assigneeId),
  );
};
