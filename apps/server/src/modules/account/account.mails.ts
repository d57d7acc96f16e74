import { REFERRAL_BONUS_CREDITS } from '@vitrine/contracts/account';
import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

/** A customer's invitation to a friend: the referral link and what both get for it. */
export function referralInviteMail(invite: DomainEventPayload<'referral:invited'>): MailContent {
  const { to, inviterName, link } = invite;
  const meetings = Math.floor(REFERRAL_BONUS_CREDITS / MEETING_CREDIT_COST);
  const bonusMeetings = meetings === 1 ? 'one meeting' : `${meetings} meetings`;
  const { text, html } = layoutMail({
    heading: `${inviterName} invites you to Vitrine`,
    blocks: [
      {
        paragraph: `${inviterName} shops for outfits and tailoring on Vitrine, with video meetings to see collections live. Join through this link: when you buy credits for the first time, you both get ${REFERRAL_BONUS_CREDITS} credits, ${bonusMeetings}.`,
      },
      { button: { label: 'Join Vitrine', url: link } },
    ],
    footer: `You receive this mail because ${inviterName} entered your address on Vitrine. We will not write again unless you join.`,
  });
  return { to, subject: `${inviterName} invites you to Vitrine`, text, html };
}
