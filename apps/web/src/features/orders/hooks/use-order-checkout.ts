import { useCallback, useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import type { CheckoutOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { usePayOrderMutation } from '../api/pay-order.ts';
import { useVerifyOrderPaymentMutation } from '../api/verify-order-payment.ts';
import { rememberOrderCheckout } from '../rules/pending-checkout.ts';

export type OrderCheckoutState =
  { step: 'idle' } | { step: 'busy' } | { step: 'error'; message: string };

/**
 * What paying needs of the browser and the payment provider's script; app/routes builds it from
 * the credits feature's checkout (one flow for plans and orders).
 */
export type CheckoutPort = {
  leaveFor: (url: string) => void;
  /** Opens Razorpay's checkout over the page; rejects when its script cannot load. */
  openRazorpay: (
    checkout: CheckoutOrder,
    events: {
      handler: (fields: VerifyCreditPaymentInput) => void;
      onDismiss: () => void;
      onFailed: (message: string) => void;
    },
  ) => Promise<void>;
};

const SCRIPT_FAILED =
  'The payment window could not be opened. Check your connection and try again. Nothing was charged.';

/**
 * Paying an order, as credits are bought: POST /pay, then the sandbox's hosted page (the browser
 * leaves; /success brings it back to the order) or Razorpay's checkout over this page, whose
 * handler verifies here.
 */
export function useOrderCheckout(orderId: string, port: CheckoutPort) {
  const feedback = useActionFeedback();
  // feedback: success leaves for the payment page or opens its window; a failure is the state's error
  const [pay] = usePayOrderMutation();
  const [verify] = useVerifyOrderPaymentMutation();
  const [state, setState] = useState<OrderCheckoutState>({ step: 'idle' });

  const start = useCallback(async () => {
    setState({ step: 'busy' });
    let checkout;
    try {
      checkout = await pay({ id: orderId }).unwrap();
    } catch (error) {
      setState({ step: 'error', message: describeApiError(toApiError(error)) });
      return;
    }
    if (checkout.provider === 'sandbox') {
      if (!checkout.checkoutUrl) return setState({ step: 'error', message: SCRIPT_FAILED });
      rememberOrderCheckout(checkout.orderId, orderId);
      port.leaveFor(checkout.checkoutUrl);
      return;
    }
    try {
      await port.openRazorpay(checkout, {
        handler: (fields) => {
          feedback
            .after(
              verify({ id: orderId, fields }).unwrap(),
              'Payment received. The shop is packing your order.',
            )
            .then(() => setState({ step: 'idle' }))
            .catch((error: unknown) =>
              setState({ step: 'error', message: describeApiError(toApiError(error)) }),
            );
        },
        onDismiss: () => setState({ step: 'idle' }),
        onFailed: (message) => setState({ step: 'error', message }),
      });
    } catch {
      setState({ step: 'error', message: SCRIPT_FAILED });
    }
  }, [pay, verify, orderId, port, feedback]);

  return { state, start };
}
