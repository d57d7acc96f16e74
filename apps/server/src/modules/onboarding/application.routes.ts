import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  applicationAccountDraftSchema,
  applicationBusinessDraftSchema,
  applicationMediaDraftSchema,
  applicationShopDraftSchema,
  myShopApplicationSchema,
  shopApplicationSchema,
} from '@vitrine/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OnboardingService } from './onboarding.service.ts';

const tags = ['onboarding'];
// Anyone signed in may apply (a customer today, or a vendor opening a second shop); each call
// reads and writes only the caller's own application, so no id is ever named.
const access = { 'x-roles': ['signed-in'] as const, tags };
const saved = {
  200: shopApplicationSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The applicant's side of onboarding: a draft saved step by step, then submitted. */
export const applicationRoutes: FastifyPluginAsyncZod<{
  onboardingService: OnboardingService;
}> = async (app, { onboardingService }) => {
  app.get(
    '/vendor/application',
    {
      schema: {
        ...access,
        summary: "The caller's shop application: the open one, else the latest, else null",
        response: { 200: myShopApplicationSchema },
      },
    },
    async (request) => onboardingService.mine(request.user!.id),
  );

  app.put(
    '/vendor/application/account',
    {
      schema: {
        ...access,
        summary: 'Save the account step (contact email, mobile); 409 if the mobile is taken',
        body: applicationAccountDraftSchema,
        response: saved,
      },
    },
    async (request) => onboardingService.saveStep(request.user!.id, 'account', request.body),
  );

  app.put(
    '/vendor/application/business',
    {
      schema: {
        ...access,
        summary:
          'Save the business step (legal name, PAN, GSTIN, IEC, registered address); 409 naming an identifier already registered',
        body: applicationBusinessDraftSchema,
        response: saved,
      },
    },
    async (request) => onboardingService.saveStep(request.user!.id, 'business', request.body),
  );

  app.put(
    '/vendor/application/shop',
    {
      schema: {
        ...access,
        summary:
          'Save the shop profile step; categories, sub-categories, occasions and languages are checked against the taxonomy',
        body: applicationShopDraftSchema,
        response: saved,
      },
    },
    async (request) => onboardingService.saveStep(request.user!.id, 'shop', request.body),
  );

  app.put(
    '/vendor/application/media',
    {
      schema: {
        ...access,
        // The caller's own uploads (POST /uploads/images); anyone else's image id is not found.
        'x-owned': { logoId: 'uploaded-image', coverId: 'uploaded-image' },
        summary: 'Save the logo, cover and gallery step (ids of images the caller uploaded)',
        body: applicationMediaDraftSchema,
        response: saved,
      },
    },
    async (request) => onboardingService.saveStep(request.user!.id, 'media', request.body),
  );

  app.post(
    '/vendor/application/submit',
    {
      schema: {
        ...access,
        summary:
          'Submit the application for review (400 naming the first incomplete field, as step.field)',
        response: saved,
      },
    },
    async (request) => onboardingService.submit(request.user!.id),
  );
};
