import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';

/**
 * Where a checkout comes back to. Both providers end on `/success?orderId=…&razorpay_order_id=…
 * &razorpay_payment_id=…&razorpay_signature=…` (the sandbox's hosted page redirects there; the
 * Razorpay handler navigates there), so one page verifies every payment.
 */
export const SUCCESS_PATH = '/success';

export function successPath(orderId: string, fields?: VerifyCreditPaymentInput): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ orderId, ...fields })}`;
}

export type CheckoutReturn = {
  /** The provider's order id (`order_…`), or null when the URL names none. */
  orderId: string | null;
  /** The three fields to verify, when the URL carries all of them. */
  fields: VerifyCreditPaymentInput | null;
};

export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn {
  const orderId = params.get('razorpay_order_id');
  const paymentId = params.get('razorpay_payment_id');
  const signature = params.get('razorpay_signature');
  const fields =
    orderId && paymentId && signature
      ? {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        }
      : null;
  return { orderId: params.get('orderId') || orderId || null, fields };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a return pays for, when the URL says (`purpose=order&id=…`, as the sandbox's hosted
 * checkout sends it): a shop order, a stitching invoice or a cart's checkout, whose own page verifies it. Null for a
 * plan, or a URL without them (an older link, or Razorpay's return, which the tab handles).
 */
export function readCheckoutSubject(
  params: URLSearchParams,
): { purpose: 'order' | 'stitching_invoice' | 'checkout'; id: string } | null {
  const purpose = params.get('purpose');
  const id = params.get('id') ?? '';
  if (
    (purpose === 'order' || purpose === 'stitching_invoice' || purpose === 'checkout') &&
    UUID.test(id)
  ) {
    return { purpose, id };
  }
  return null;
}

/** `/user/credits?payment=cancelled&orderId=…`: the sandbox checkout's Cancel link. */
export function readCancelledCheckout(params: URLSearchParams): string | null {
  return params.get('payment') === 'cancelled' ? params.get('orderId') || '' : null;
}
