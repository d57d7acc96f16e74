import { errorBodySchema } from '@vitrine/contracts/errors';
import { mailUnsubscribeQuerySchema } from '@vitrine/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../platform/mail/index.ts';
import type { NotificationsService } from './notifications.service.ts';
import { readMailUnsubscribeToken } from './mail-unsubscribe-token.ts';

const tags = ['notifications'];
const htmlPage = z.string().describe('A small HTML page');

const page = (title: string, message: string, homeUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Vitrine</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}a{color:#7b1e3a}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}user/notifications">Notification settings</a> · <a href="${escapeHtml(homeUrl)}">Go to Vitrine</a></p>
</body>
</html>`;

/**
 * The unsubscribe link of notification mails (a signed token naming the user and the kind):
 * opening it, or a mail client's RFC 8058 one-click POST, turns that kind's mail off. Like the
 * newsletter's link, it needs no sign-in: whoever holds the mail may stop it.
 */
export const mailUnsubscribeRoutes: FastifyPluginAsyncZod<{
  notifications: Pick<NotificationsService, 'turnOffMail'>;
  authSecret: string;
  homeUrl: string;
}> = async (app, { notifications, authSecret, homeUrl }) => {
  const unsubscribe = async (token: string) => {
    const named = readMailUnsubscribeToken(authSecret, token);
    if (!named) return false;
    await notifications.turnOffMail(named.userId, named.kind);
    return true;
  };

  app.get(
    '/notifications/mail/unsubscribe',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: "A notification mail's unsubscribe link: turns that kind's mail off (HTML page)",
        produces: ['text/html'],
        querystring: mailUnsubscribeQuerySchema,
        response: { 200: htmlPage, 400: errorBodySchema, 404: htmlPage },
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(request.query.token);
      return reply
        .status(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(
          done
            ? page(
                'Mail turned off',
                'You will not get mails about these notifications any more. They still arrive in the app; turn mail back on in your notification settings.',
                homeUrl,
              )
            : page('This link is not valid', 'Use the link from one of our mails.', homeUrl),
        );
    },
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form to the same URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/notifications/mail/unsubscribe',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'One-click unsubscribe (RFC 8058): 204, or 404 for a link that is not ours',
        querystring: mailUnsubscribeQuerySchema,
        response: { 204: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (await unsubscribe(request.query.token)) return reply.status(204).send(null);
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' } });
    },
  );
};
