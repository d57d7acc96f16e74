import type { Statement } from '@vitrine/contracts/earnings';
import { layoutMail, type MailContent } from '../../platform/mail/index.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import { formatInr, monthName } from './statement-pdf.ts';

type ShopFacts = NonNullable<Awaited<ReturnType<EarningsRepository['shopFacts']>>>;
type Payout = NonNullable<Awaited<ReturnType<EarningsRepository['findPayout']>>>;
type Member = ShopFacts['members'][number];

/** The mail telling one of the shop's people that a payout was paid, or failed. */
export function payoutMail(
  payout: Payout,
  facts: ShopFacts,
  member: Member,
  publicUrl: string,
): MailContent {
  const paid = payout.status === 'paid';
  const { text, html } = layoutMail({
    heading: `Hello ${member.name},`,
    blocks: [
      {
        paragraph: paid
          ? `${formatInr(payout.amountMinor)} was paid to ${facts.name}'s bank account.`
          : `The payout of ${formatInr(payout.amountMinor)} to ${facts.name}'s bank account failed: ${payout.failureReason ?? 'the bank refused it'}. Its earnings are payable again; check the bank account and ask for a payout.`,
      },
      {
        rows: [
          ['Account', payout.accountNumberMasked],
          ['Reference', payout.utr ?? payout.providerReference ?? payout.id],
        ],
      },
      { button: { label: 'See your payouts', url: `${publicUrl}/vendor/payouts` } },
    ],
    footer: `Sent to ${member.email} because you run ${facts.name} on Vitrine.`,
  });
  return {
    to: member.email,
    subject: paid ? 'Your Vitrine payout was paid' : 'Your Vitrine payout failed',
    text,
    html,
  };
}

/** The month's statement mail to one of the shop's people, its PDF (base64) attached. */
export function statementMail(
  statement: Statement,
  pdf: string,
  month: string,
  facts: ShopFacts,
  member: Member,
  publicUrl: string,
): MailContent {
  const { text, html } = layoutMail({
    heading: `Hello ${member.name},`,
    blocks: [
      { paragraph: `${facts.name}'s statement for ${monthName(month)} is attached.` },
      {
        rows: [
          ['Net earnings', formatInr(statement.net)],
          ['Commission', formatInr(statement.commission)],
          ['GST on commission', formatInr(statement.gstOnCommission)],
          ['Payouts paid', formatInr(statement.payoutsPaid)],
        ],
      },
      { button: { label: 'See your earnings', url: `${publicUrl}/vendor/earnings` } },
    ],
    footer: `Sent to ${member.email} because you run ${facts.name} on Vitrine.`,
  });
  return {
    to: member.email,
    subject: `Your Vitrine statement for ${monthName(month)}`,
    text,
    html,
    attachments: [
      {
        filename: `vitrine-statement-${month}.pdf`,
        contentType: 'application/pdf',
        content: pdf,
        encoding: 'base64',
      },
    ],
  };
}
