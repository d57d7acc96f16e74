import { z } from 'zod';

/**
 * The parts of Razorpay's webhook events that settle an order (payment.captured, order.paid,
 * payment.failed). Unknown fields are kept; the sandbox sends the same shape.
 */
const paymentEntitySchema = z.looseObject({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});
export type PaymentEntity = z.infer<typeof paymentEntitySchema>;

const orderEntitySchema = z.looseObject({
  id: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int().optional(),
  currency: z.string(),
  status: z.string(),
});
export type OrderEntity = z.infer<typeof orderEntitySchema>;

export const webhookEventSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z.object({ entity: orderEntitySchema }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const WEBHOOK_SIGNATURE_HEADER = 'x-razorpay-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-razorpay-event-id';
