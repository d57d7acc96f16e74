import { AppError } from '../../platform/lib/app-error.ts';
import { randomUUID } from 'node:crypto';
import { layoutMail, type Mailer, type MailMessage } from '../../platform/mail/index.ts';
import type { AccountRepository } from './account.repository.ts';
import type { UserRecords } from '../users/index.ts';
import type { SmsSender } from './sms.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';

export function codeMail(to: string, code: string, publicUrl: string): MailMessage {
  const { text, html } = layoutMail({
    heading: 'Your Vitrine verification code',
    blocks: [
      { paragraph: `Enter this code to verify ${to}: ${code}` },
      { paragraph: 'It works once, for 10 minutes. Never share it with anyone.' },
    ],
    footer: `You receive this mail because someone asked to verify ${to} on Vitrine. If it was not you, ignore it: nothing changes without the code.`,
  });
  return {
    to,
    subject: `${code} is your Vitrine verification code`,
    text,
    html,
    // Every code is a mail of its own (the send throttle limits them, not the mailer).
    messageId: `<verification-${randomUUID()}@${new URL(publicUrl).hostname}>`,
  };
}

export const codeText = (code: string) =>
  `${code} is your Vitrine verification code. It works once, for 10 minutes. Never share it.`;

/**
 * The /verification/* calls on top of the code service: an email code goes to the
 * address being verified (a new address replaces the account's email only once verified), a
 * mobile code is texted through the SMS provider.
 */
export function createVerificationFlows(deps: {
  repository: AccountRepository;
  /** Where a verified email is written (the user row is the users module's). */
  users: Pick<UserRecords, 'setVerifiedEmail'>;
  secret: string;
  mailer: Mailer;
  /** The site's address: the host of the codes' Message-IDs. */
  publicUrl: string;
  sms: SmsSender;
  now?: () => Date;
  generate?: () => string;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const codes: VerificationService = createVerificationService({
    repository,
    secret: deps.secret,
    now: deps.now,
    generate: deps.generate,
    deliver: (channel, target, code) =>
      channel === 'email'
        ? deps.mailer.send(codeMail(target, code, deps.publicUrl))
        : deps.sms.send({ to: target, body: codeText(code) }),
  });
  return {
    codes,
    sendEmail: (userId: string, email: string) => codes.send(userId, 'email', email),
    sendMobile: (userId: string, mobile: string) => codes.send(userId, 'mobile', mobile),

    async verifyEmail(userId: string, email: string, code: string) {
      await codes.verify(userId, 'email', email, code, async (q) => {
        if (await deps.users.setVerifiedEmail(q, userId, email)) return;
        // Thrown inside the transaction: the code stays unused.
        throw new AppError('CONFLICT', 'email: another account already uses this address.', [
          { field: 'email', message: 'is used by another account' },
        ]);
      });
    },

    async verifyMobile(userId: string, mobile: string, code: string) {
      await codes.verify(userId, 'mobile', mobile, code, (q) =>
        repository.setVerifiedMobile(q, userId, mobile, now()),
      );
    },
  };
}

export type VerificationFlows = ReturnType<typeof createVerificationFlows>;
