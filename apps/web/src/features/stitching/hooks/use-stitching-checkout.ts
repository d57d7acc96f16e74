import { useCallback, useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import type { CheckoutOrder, VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { useActOnStitchingInvoiceMutation } from '../api/act-on-stitching-invoice.ts';
import { notePendingStitchingPayment } from '../api/pending-stitching-payment.ts';
import { useVerifyStitchingPaymentMutation } from '../api/verify-stitching-payment.ts';

/**
 * The checkout's browser side, handed in by the route (it is the credits feature's): leaving
 * for the sandbox's hosted page, and Razorpay's checkout over this page.
 */
export type CheckoutBrowser = {
  leaveFor: (url: string) => void;
  openRazorpay: (
    checkout: CheckoutOrder,
    events: { handler: (fields: VerifyCreditPaymentInput) => void; onDismiss: () => void },
  ) => Promise<void>;
};

export type StitchingCheckoutState =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'leaving' }
  | { step: 'open' }
  | { step: 'error'; message: string };

/**
 * Paying an invoice through the same checkout credits use: the sandbox's hosted page (the
 * browser goes there and comes back to /success, which verifies through the invoice), or
 * Razorpay's checkout over this page, verified here when it answers.
 */
export function useStitchingCheckout(invoiceId: string, browser: CheckoutBrowser) {
  const feedback = useActionFeedback();
  // feedback: success leaves for the payment page or opens its window; a failure is the state's error
  const [act] = useActOnStitchingInvoiceMutation();
  const [verify] = useVerifyStitchingPaymentMutation();
  const [state, setState] = useState<StitchingCheckoutState>({ step: 'idle' });

  const start = useCallback(async () => {
    setState({ step: 'starting' });
    let checkout;
    try {
      checkout = (await act({ id: invoiceId, action: { action: 'pay' } }).unwrap()).checkout;
    } catch (error) {
      setState({ step: 'error', message: describeApiError(toApiError(error)) });
      return;
    }
    if (!checkout) {
      setState({ step: 'error', message: 'The payment could not be started. Please try again.' });
      return;
    }
    if (checkout.provider === 'sandbox' && checkout.checkoutUrl) {
      notePendingStitchingPayment(checkout.orderId, invoiceId);
      setState({ step: 'leaving' });
      browser.leaveFor(checkout.checkoutUrl);
      return;
    }
    try {
      setState({ step: 'open' });
      await browser.openRazorpay(checkout, {
        handler: (fields) => {
          feedback
            .after(
              verify({ id: invoiceId, fields }).unwrap(),
              (invoice) => `Payment received for ${invoice.number}; the shop starts stitching.`,
            )
            .then(
              () => setState({ step: 'idle' }),
              (error: unknown) =>
                setState({ step: 'error', message: describeApiError(toApiError(error)) }),
            );
        },
        onDismiss: () => setState({ step: 'idle' }),
      });
    } catch {
      setState({
        step: 'error',
        message: 'The payment window could not be opened. Nothing was charged; please try again.',
      });
    }
  }, [act, verify, invoiceId, browser, feedback]);

  return { state, start };
}
