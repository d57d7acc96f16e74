import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { successPath } from '../api/checkout-return.ts';
import { useCreateCreditOrderMutation } from '../api/create-credit-order.ts';
import { loadRazorpayCheckout, razorpayOptions } from '../api/razorpay-checkout.ts';

/**
 * Where a purchase stands in this tab. `leaving`: on the way to the sandbox's hosted page;
 * `open`: Razorpay's checkout is over the page; `cancelled` and `failed` come from Razorpay's
 * checkout (the sandbox reports them on /user/credits and its own page instead).
 */
export type CheckoutState =
  | { step: 'idle' }
  | { step: 'starting'; planId: string }
  | { step: 'leaving'; planId: string }
  | { step: 'open'; planId: string }
  | { step: 'cancelled'; planId: string }
  | { step: 'failed'; planId: string; message: string }
  | { step: 'error'; planId: string; message: string };

/** What the checkout does to the browser, replaceable in tests (jsdom cannot navigate away). */
export const checkoutBrowser = {
  leaveFor: (url: string) => window.location.assign(url),
  loadRazorpay: loadRazorpayCheckout,
};

/** What to tell a person when an order could not be created, by code. */
function orderErrorMessage(error: ApiError): string {
  switch (error.code) {
    case 'NOT_FOUND':
      return 'This plan is no longer on sale. Please choose another plan.';
    case 'PAYMENT_FAILED':
      return 'The payment service is not answering right now. Nothing was charged; please try again in a minute.';
    case 'UNAUTHENTICATED':
      return 'Your session has ended. Please sign in again to buy credits.';
    default:
      return describeApiError(error);
  }
}

const SCRIPT_FAILED =
  'The payment window could not be opened. Check your connection (or a content blocker) and try again. Nothing was charged.';

/**
 * Buying a plan: creates the order, then opens the provider's checkout. The sandbox's hosted
 * page is another page, so the browser goes there; Razorpay's checkout.js is loaded on demand
 * and opens over this page, and its success handler goes to the same /success page the
 * sandbox redirects to. Every attempt, including a retry, starts a new order.
 */
export function useCreditCheckout() {
  // feedback: success leaves for the payment page or opens its window; a failure is the state's error, shown by the plan
  const [createOrder] = useCreateCreditOrderMutation();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });

  // Back from the hosted checkout, the browser may restore this page as it was: "leaving".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ step: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(
    async (planId: string) => {
      setState({ step: 'starting', planId });
      let order;
      try {
        order = await createOrder({ planId }).unwrap();
      } catch (error) {
        setState({ step: 'error', planId, message: orderErrorMessage(toApiError(error)) });
        return;
      }

      if (order.provider === 'sandbox') {
        if (!order.checkoutUrl) {
          setState({ step: 'error', planId, message: SCRIPT_FAILED });
          return;
        }
        setState({ step: 'leaving', planId });
        checkoutBrowser.leaveFor(order.checkoutUrl);
        return;
      }

      let Razorpay;
      try {
        Razorpay = await checkoutBrowser.loadRazorpay();
      } catch {
        setState({ step: 'error', planId, message: SCRIPT_FAILED });
        return;
      }
      const checkout = new Razorpay(
        razorpayOptions(order, {
          handler: (fields) => void navigate(successPath(order.orderId, fields)),
          // Closing after a failed attempt keeps the failure on screen.
          onDismiss: () =>
            setState((current) =>
              current.step === 'failed' ? current : { step: 'cancelled', planId },
            ),
        }),
      );
      checkout.on('payment.failed', ({ error }) =>
        setState({
          step: 'failed',
          planId,
          message: error.description || 'Your bank did not approve the payment.',
        }),
      );
      setState({ step: 'open', planId });
      checkout.open();
    },
    [createOrder, navigate],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, start, reset };
}

export type CreditCheckout = ReturnType<typeof useCreditCheckout>;

/** True while a plan's purchase is under way (its button shows progress; others wait). */
export const isCheckoutBusy = (state: CheckoutState) =>
  state.step === 'starting' || state.step === 'leaving' || state.step === 'open';
