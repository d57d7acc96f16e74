import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

/** An employee's invitation: the link to choose a password (it works for three days). */
export function employeeInviteMail(invite: DomainEventPayload<'employee:invited'>): MailContent {
  const { to, name, link, invitedBy } = invite;
  const { text, html } = layoutMail({
    heading: `Hello ${name},`,
    blocks: [
      { paragraph: `${invitedBy} invited you to work on Vitrine as an employee.` },
      { paragraph: 'Choose your password to sign in (the link works for three days):' },
      { button: { label: 'Choose a password', url: link } },
    ],
    footer: `Sent to ${to} because an administrator of Vitrine invited you.`,
  });
  return { to, subject: 'You are invited to Vitrine staff', text, html };
}
