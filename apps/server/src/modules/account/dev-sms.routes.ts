import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/lib/app-error.ts';
import { escapeHtml, mailboxRefusal } from '../../platform/mail/index.ts';
import type { DevSmsService } from './dev-sms.service.ts';

const smsListSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), to: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});

/**
 * The SMS sandbox's outbox beside the dev mailbox, under the same rule: outside production
 * only, and only for requests from this machine (it holds verification codes).
 */
export const devSmsRoutes: FastifyPluginAsyncZod<{ devSms: DevSmsService }> = async (
  app,
  { devSms },
) => {
  app.addHook('onRequest', async (request, reply) => {
    const reason = mailboxRefusal(request);
    if (reason === undefined) return;
    if (request.url.startsWith('/api/')) throw new AppError('FORBIDDEN', reason);
    return reply.status(403).type('text/plain; charset=utf-8').send(reason);
  });

  app.get(
    '/dev/sms',
    { schema: { 'x-roles': ['public'], hide: true } },
    async (_request, reply) => {
      const messages = await devSms.recent(100);
      const items = messages
        .map(
          (m) =>
            `<article><p class="meta">To ${escapeHtml(m.to)} · <time>${m.createdAt.toISOString()}</time></p><p>${escapeHtml(m.body)}</p></article>`,
        )
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitrine dev SMS</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin:1rem 0}.meta{color:#444;font-size:.9rem}</style>
</head><body><h1>Dev SMS</h1>
<p>Texts the SMS sandbox would have sent, newest first. Set SMS_PROVIDER=twilio to send real ones. The <a href="/dev/mailbox">dev mailbox</a> holds the mail.</p>
${items || '<p>No texts yet.</p>'}
</body></html>`);
    },
  );

  app.get(
    '/api/v1/dev/sms',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['dev'],
        summary: 'The SMS sandbox’s texts, newest first (not in production)',
        response: { 200: smsListSchema },
      },
    },
    async () => ({
      items: (await devSms.recent(100)).map((m) => ({
        id: m.id,
        to: m.to,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    }),
  );
};
