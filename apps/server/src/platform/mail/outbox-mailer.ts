import type { MailRepository } from './mail.repository.ts';
import type { Mailer } from './mailer.ts';

/** Without SMTP, mail is kept in the outbox table and read at /dev/mailbox. */
export const createOutboxMailer = (mailRepository: MailRepository): Mailer => ({
  send: (message) => mailRepository.insert(message),
});
