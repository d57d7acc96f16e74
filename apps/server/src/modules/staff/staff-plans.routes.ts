import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  createCreditPlanInputSchema,
  staffCreditPlanListSchema,
  staffCreditPlanSchema,
  updateCreditPlanInputSchema,
  uuidParamsSchema,
} from '@vitrine/contracts/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffPlansService } from './staff-plans.service.ts';

const content = {
  'x-roles': ['employee', 'admin'],
  'x-permission': 'content',
  tags: ['staff'],
} as const;
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema } as const;

/** Credit plans as staff manage them; archived (inactive) plans stay listed here. */
export const staffPlansRoutes: FastifyPluginAsyncZod<{ service: StaffPlansService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/credit-plans',
    {
      schema: {
        ...content,
        summary: 'Every credit plan, archived ones too, in display order',
        response: { 200: staffCreditPlanListSchema },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/admin/credit-plans',
    {
      schema: {
        ...content,
        summary: 'Adds a credit plan (on sale at once when active); audited',
        body: createCreditPlanInputSchema,
        response: { 201: staffCreditPlanSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user, request.body)),
  );

  app.patch(
    '/admin/credit-plans/:id',
    {
      schema: {
        ...content,
        'x-owned': { id: 'public' },
        summary: 'Changes a credit plan; `active: false` archives it (never deleted); audited',
        params: uuidParamsSchema,
        body: updateCreditPlanInputSchema,
        response: { 200: staffCreditPlanSchema, ...errors },
      },
    },
    async (request) => service.update(request.user, request.params.id, request.body),
  );
};
