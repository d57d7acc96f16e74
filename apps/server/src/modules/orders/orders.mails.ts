import { layoutMail } from '../../platform/mail/index.ts';
import { STATUS_MESSAGES } from './order-changes.ts';
import type { OrderEventRecord, OrderRecord } from './orders.repository.ts';

/** The customer's mail about a change of their order's status. */
export function orderStatusMail(input: {
  order: OrderRecord;
  event: OrderEventRecord;
  customer: { name: string; email: string };
  publicUrl: string;
}) {
  const { order, event, customer } = input;
  const headline = `Your order ${order.number} ${STATUS_MESSAGES[event.toStatus]}`;
  const { text, html } = layoutMail({
    heading: headline,
    blocks: [
      {
        paragraph: `Hello ${customer.name}, your order from ${order.shopName} ${STATUS_MESSAGES[event.toStatus]}.`,
      },
      ...(event.note ? [{ paragraph: event.note }] : []),
      {
        button: {
          label: 'View your order',
          url: `${input.publicUrl}/user/orders/${encodeURIComponent(order.id)}`,
        },
      },
    ],
    footer: `Sent to ${customer.email} about an order on Vitrine.`,
  });
  return { to: customer.email, subject: headline, text, html };
}
