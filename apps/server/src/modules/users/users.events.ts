import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { resetPasswordMail } from './reset-password-mail.ts';
import type { UsersRepository } from './users.repository.ts';
import { welcomeMail } from './welcome-mail.ts';

/** The users module's mails, from the outbox; a redelivery sends the same Message-ID. */
export function registerUsersHandlers(app: FastifyInstance, usersRepository: UsersRepository) {
  const { publicUrl } = app.config;
  app.outbox.registerHandler('user:registered', async (event) => {
    const user = await usersRepository.findById(event.payload.userId);
    if (!user) return; // the account was deleted before the welcome went out
    await app.mailer.send({
      ...welcomeMail({ to: user.email, name: user.name, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
  app.outbox.registerHandler('password-reset:requested', async (event) => {
    await app.mailer.send({
      ...resetPasswordMail(event.payload),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
}
