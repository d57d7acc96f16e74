import { layoutMail } from '../../platform/mail/index.ts';
import type { InvoiceRecord, StitchingEventRecord } from './stitching.repository.ts';
import { eventMessage } from './stitching.service.ts';

/** The customer's mail about their stitching invoice: sent, revised, paid, a stage, refunded. */
export function stitchingMail(input: {
  invoice: InvoiceRecord;
  event: StitchingEventRecord;
  customer: { name: string; email: string };
  publicUrl: string;
}) {
  const { invoice, event, customer } = input;
  const headline = eventMessage(invoice, event);
  const { text, html } = layoutMail({
    heading: headline,
    blocks: [
      { paragraph: `Hello ${customer.name}, news from ${invoice.shopName}: ${headline}.` },
      ...(event.note ? [{ paragraph: event.note }] : []),
      {
        button: {
          label: 'View your stitching order',
          url: `${input.publicUrl}/user/stitching-orders/${encodeURIComponent(invoice.id)}`,
        },
      },
    ],
    footer: `Sent to ${customer.email} about a stitching order on Vitrine.`,
  });
  return { to: customer.email, subject: headline, text, html };
}
