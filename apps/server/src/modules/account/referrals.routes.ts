import {
  claimReferralInputSchema,
  inviteFriendInputSchema,
  referralSchema,
  referralsSchema,
} from '@vitrine/contracts/account';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['invite friends'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** /user/referrals (the /user/invite-friends screen): code, link, invitations, joining. */
export const referralsRoutes: FastifyPluginAsyncZod<{
  referralsService: ReferralsService;
}> = async (app, { referralsService }) => {
  app.get(
    '/user/referrals',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My invite code and link, and my invitations (sent, joined, rewarded)',
        response: { 200: referralsSchema, ...errors },
      },
    },
    async (request) => referralsService.overview(request.user.id),
  );

  app.post(
    '/user/referrals/invite',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'Mail my invite link to a friend (at most 20 a day)',
        body: inviteFriendInputSchema,
        response: { 201: referralSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await referralsService.invite(request.user.id, request.body.email)),
  );

  app.post(
    '/user/referrals/claim',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary:
          'I signed up through an invite link: record who invited me (before my first purchase; not my own code)',
        body: claimReferralInputSchema,
        response: { 204: z.null(), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await referralsService.claim(request.user.id, request.body.code);
      return reply.status(204).send(null);
    },
  );
};
