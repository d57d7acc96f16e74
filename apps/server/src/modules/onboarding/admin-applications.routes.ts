import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  applicationListQuerySchema,
  applicationPageSchema,
  applicationParamsSchema,
  rejectApplicationSchema,
  reviewedApplicationSchema,
} from '@vitrine/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OnboardingService } from './onboarding.service.ts';

const decided = {
  200: reviewedApplicationSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Staff review shop applications: admins, and employees holding the shops area. `{id}` is the
 * application's id: the shop itself exists only from approval on. Applications belong to no
 * reviewer in particular, so any may name any. Each decision is audited (modules/staff).
 */
export const adminApplicationRoutes: FastifyPluginAsyncZod<{
  onboardingService: OnboardingService;
}> = async (app, { onboardingService }) => {
  const schema = {
    'x-roles': ['employee', 'admin'] as const,
    'x-permission': 'shops' as const,
    tags: ['admin'],
  };

  app.get(
    '/admin/shops/applications',
    {
      schema: {
        ...schema,
        summary: 'Shop applications in one status (default pending), oldest submission first',
        querystring: applicationListQuerySchema,
        response: { 200: applicationPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => onboardingService.list(request.query),
  );

  app.post(
    '/admin/shops/:id/approve',
    {
      schema: {
        ...schema,
        'x-owned': { id: 'public' },
        summary:
          'Approve a pending application: the shop opens (searchable), the applicant becomes its owner and a vendor, and gets a mail; 409 unless pending',
        params: applicationParamsSchema,
        response: decided,
      },
    },
    async (request) => onboardingService.approve(request.params.id, request.user),
  );

  app.post(
    '/admin/shops/:id/reject',
    {
      schema: {
        ...schema,
        'x-owned': { id: 'public' },
        summary:
          'Reject a pending application with a reason (mailed to the applicant, who may correct and resubmit); 409 unless pending',
        params: applicationParamsSchema,
        body: rejectApplicationSchema,
        response: decided,
      },
    },
    async (request) =>
      onboardingService.reject(request.params.id, request.body.reason, request.user),
  );
};
