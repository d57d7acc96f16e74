import { mailboxQuerySchema, mailboxSchema, type MailboxItem } from '@vitrine/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { createMailboxService, type OutboxMail } from './mailbox.service.ts';
import { mailboxRefusal } from './mailbox-access.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text with its http(s) links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const toItem = (mail: OutboxMail): MailboxItem => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  createdAt: mail.createdAt.toISOString(),
});

function mailboxPage(mails: OutboxMail[]): string {
  const entries = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Vitrine dev mailbox</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #444; font-size: 0.9rem; }
pre { white-space: pre-wrap; font-family: inherit; }
a { color: #0b57d0; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the server would have sent, newest first. Set SMTP_URL to send real mail instead.</p>
${entries || '<p>No mail yet.</p>'}
</body>
</html>`;
}

function refusalPage(title: string, reason: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(reason)}</p>
<p>It holds password-reset links, so it is only for the developer on this machine, and it does not exist in production.</p>
</body>
</html>`;
}

const productionMessage = 'The dev mailbox does not exist in production.';

/**
 * In production: the mailbox's addresses answer 404 saying it does not exist there (mail goes
 * out through SMTP_URL).
 */
export const mailboxAbsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(refusalPage('Not available', productionMessage)),
  );
  app.get('/api/v1/dev/mailbox', { schema: { hide: true } }, async () => {
    throw new AppError('NOT_FOUND', productionMessage);
  });
};

/**
 * The local outbox for developers and end-to-end tests, outside production only. It holds
 * reset links, so only requests from this machine get it (see mailbox-access.ts).
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailbox = createMailboxService(app.database.db);

  app.addHook('onRequest', async (request, reply) => {
    const reason = mailboxRefusal(request);
    if (reason === undefined) return;
    if (request.url.startsWith('/api/')) throw new AppError('FORBIDDEN', reason);
    return reply
      .status(403)
      .type('text/html; charset=utf-8')
      .send(refusalPage('Only on this machine', reason));
  });

  app.get(
    '/dev/mailbox',
    { schema: { 'x-roles': ['public'], hide: true } },
    async (_request, reply) => {
      const mails = await mailbox.newestFirst({ limit: 100 });
      return reply.type('text/html; charset=utf-8').send(mailboxPage(mails));
    },
  );

  app.get(
    '/api/v1/dev/mailbox',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['dev'],
        summary: 'The local mail outbox, newest first (not in production)',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request) => {
      const mails = await mailbox.newestFirst(request.query);
      return { items: mails.map(toItem) };
    },
  );
};
