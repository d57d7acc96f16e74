import type { CreditOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';

/** Razorpay's Standard Checkout script; loaded only when a Razorpay payment starts. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The parts of checkout.js's options and events Vitrine uses (Razorpay publishes no types). */
export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: VerifyCreditPaymentInput) => void;
  modal: { ondismiss: () => void; escape: boolean; confirm_close: boolean };
};

export type RazorpayFailure = {
  error: { code?: string; description?: string; reason?: string };
};

export type RazorpayInstance = {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Adds checkout.js to the page once and resolves with its constructor. A failed load is
 * forgotten (its script removed), so the next attempt tries again. The server's CSP allows
 * the script only when PAYMENT_PROVIDER=razorpay.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  // Only a load in flight is shared; afterwards window.Razorpay answers, or a new try starts.
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay checkout loaded without its constructor'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Could not load Razorpay checkout'));
    };
    document.head.append(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

/** Checkout options for one of our orders: our name, its amount, the customer prefilled. */
export function razorpayOptions(
  order: CreditOrder,
  events: Pick<RazorpayOptions, 'handler'> & { onDismiss: () => void },
): RazorpayOptions {
  return {
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    // The app's primary colour (indigo 8).
    theme: { color: '#3b5bdb' },
    handler: events.handler,
    modal: { ondismiss: events.onDismiss, escape: true, confirm_close: true },
  };
}
