import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { employeeInviteMail } from './staff.mails.ts';

/** The staff module's outbox handler: an employee's invitation mail. */
export function registerStaffHandlers(app: FastifyInstance) {
  const { publicUrl } = app.config;
  app.outbox.registerHandler('employee:invited', async (event) => {
    await app.mailer.send({
      ...employeeInviteMail(event.payload),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
}
