import { formatMoney } from '@vitrine/contracts/money';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

const formatAmount = (amountMinor: number, currency: string) =>
  formatMoney(amountMinor, currency, 'en-IN');

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(date) + ' (UTC)';

/** The receipt of a credit purchase, with the amount in figures and in words. */
export function receiptMail(input: {
  to: string;
  name: string;
  planName: string;
  credits: number;
  amountMinor: number;
  currency: string;
  providerOrderId: string;
  paymentId: string;
  paidAt: Date;
  creditsExpireAt: Date;
  publicUrl: string;
}): MailContent {
  const amount = formatAmount(input.amountMinor, input.currency);
  const { text, html } = layoutMail({
    heading: `Receipt for your ${input.planName} plan`,
    blocks: [
      {
        paragraph: `Thank you, ${input.name}. We received your payment and added ${input.credits} credits to your account.`,
      },
      {
        rows: [
          ['Plan', `${input.planName} (${input.credits} credits)`],
          ['Amount paid', amount],
          ['Amount in words', minorUnitsInWords(input.amountMinor, input.currency)],
          ['Paid on', formatDate(input.paidAt)],
          ['Credits valid until', formatDate(input.creditsExpireAt)],
          ['Order', input.providerOrderId],
          ['Payment', input.paymentId],
        ],
      },
      {
        button: {
          label: 'View your receipt',
          url: `${input.publicUrl}/success?orderId=${encodeURIComponent(input.providerOrderId)}`,
        },
      },
      { paragraph: 'Keep this mail for your records.' },
    ],
    footer: `Sent to ${input.to} for a purchase on Vitrine. Questions about this payment? Reply to this mail.`,
  });
  return {
    to: input.to,
    subject: `Your Vitrine receipt: ${amount} for ${input.credits} credits`,
    text,
    html,
  };
}
