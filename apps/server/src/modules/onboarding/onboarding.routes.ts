import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  checkEmailQuerySchema,
  checkGstinQuerySchema,
  checkIecQuerySchema,
  checkMobileQuerySchema,
  checkPanQuerySchema,
  existsSchema,
} from '@vitrine/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OnboardingService } from './onboarding.service.ts';

const tags = ['onboarding'];
const response = { 200: existsSchema, 400: errorBodySchema, 429: errorBodySchema };

/**
 * The existence checks (GET /vendor/check…), under the names the clients already call. Public (the
 * applicant may not have an account yet), but they tell who is registered, so all five share one
 * limit per address.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboardingService: OnboardingService;
}> = async (app, { onboardingService }) => {
  const preHandler = app.limitPerAddress('vendor-check', app.config.lookupRateLimit);
  const schema = { 'x-roles': ['public'] as const, tags, response };

  app.get(
    '/vendor/check_GSTIN_Exists',
    {
      schema: {
        ...schema,
        summary: 'Is this GSTIN registered? (15 characters, state code, PAN, check digit)',
        querystring: checkGstinQuerySchema,
      },
      preHandler,
    },
    async (request) => onboardingService.businessIdExists('gstin', request.query.gstin),
  );

  app.get(
    '/vendor/checkBusinessPAN_Exists',
    {
      schema: {
        ...schema,
        summary: 'Is this PAN registered? (AAAAA9999A, holder type in the 4th place)',
        querystring: checkPanQuerySchema,
      },
      preHandler,
    },
    async (request) => onboardingService.businessIdExists('pan', request.query.pan),
  );

  app.get(
    '/vendor/checkBusinessIEC_Exists',
    {
      schema: {
        ...schema,
        summary: 'Is this Importer-Exporter Code registered? (10 characters)',
        querystring: checkIecQuerySchema,
      },
      preHandler,
    },
    async (request) => onboardingService.businessIdExists('iec', request.query.iec),
  );

  app.get(
    '/vendor/checkEmailExists',
    {
      schema: {
        ...schema,
        summary: 'Does an account use this email?',
        querystring: checkEmailQuerySchema,
      },
      preHandler,
    },
    async (request) => onboardingService.emailExists(request.query.email),
  );

  app.get(
    '/vendor/checkMobileNumberExists',
    {
      schema: {
        ...schema,
        summary: 'Is this mobile number registered to a shop? (any format; Indian by default)',
        querystring: checkMobileQuerySchema,
      },
      preHandler,
    },
    async (request) => onboardingService.businessIdExists('mobile', request.query.mobile),
  );
};
