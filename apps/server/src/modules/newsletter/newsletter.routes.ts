import {
  newsletterTokenQuerySchema,
  subscribeInputSchema,
  subscribeResultSchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultPage } from './newsletter.mails.ts';
import type { NewsletterService } from './newsletter.service.ts';

const tags = ['newsletter'];
const htmlPage = z.string().describe('A small HTML page');

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletterService: NewsletterService;
  homeUrl: string;
}> = async (app, { newsletterService, homeUrl }) => {
  app.post(
    '/public/subscribe',
    {
      preHandler: app.limitAttempts('newsletter'),
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Subscribe to the newsletter; a mailed link confirms (double opt-in)',
        body: subscribeInputSchema,
        response: { 202: subscribeResultSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await newsletterService.subscribe(request.body.email);
      return reply.status(202).send({
        message:
          'Thanks! If this address is not subscribed yet, we have sent it a link to confirm.',
      });
    },
  );

  app.get(
    '/public/subscribe/confirm',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'The mailed confirmation link (answers with a small HTML page)',
        produces: ['text/html'],
        querystring: newsletterTokenQuerySchema,
        response: { 200: htmlPage, 400: errorBodySchema, 410: htmlPage },
      },
    },
    async (request, reply) => {
      const outcome = await newsletterService.confirm(request.query.token);
      const page =
        outcome === 'confirmed'
          ? {
              title: 'You are subscribed',
              message: 'Thank you for confirming. Our next newsletter is on its way to you.',
            }
          : {
              title: 'This link no longer works',
              message:
                'It may have expired or been replaced by a newer one. Subscribe again from the Vitrine home page.',
            };
      return reply
        .status(outcome === 'confirmed' ? 200 : 410)
        .type('text/html; charset=utf-8')
        .send(resultPage({ ...page, homeUrl }));
    },
  );

  const unsubscribe = async (token: string) => {
    const outcome = await newsletterService.unsubscribe(token);
    return {
      status: outcome === 'unsubscribed' ? (200 as const) : (404 as const),
      page:
        outcome === 'unsubscribed'
          ? {
              title: 'You are unsubscribed',
              message: 'You will not receive the Vitrine newsletter any more.',
            }
          : {
              title: 'This link is not valid',
              message: 'Use the unsubscribe link from one of our mails.',
            },
    };
  };

  app.get(
    '/public/unsubscribe',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'The unsubscribe link in every newsletter mail (HTML page)',
        produces: ['text/html'],
        querystring: newsletterTokenQuerySchema,
        response: { 200: htmlPage, 400: errorBodySchema, 404: htmlPage },
      },
    },
    async (request, reply) => {
      const { status, page } = await unsubscribe(request.query.token);
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(resultPage({ ...page, homeUrl }));
    },
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form to the same URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/public/unsubscribe',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'One-click unsubscribe (RFC 8058): 204, or 404 for a link that is not ours',
        querystring: newsletterTokenQuerySchema,
        response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { status } = await unsubscribe(request.query.token);
      if (status === 200) return reply.status(204).send(null);
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' } });
    },
  );
};
