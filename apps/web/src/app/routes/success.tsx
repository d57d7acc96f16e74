import { useCallback, useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import {
  readCheckoutReturn,
  readCheckoutSubject,
} from '../../features/credits/api/checkout-return.ts';
import { PaymentResult } from '../../features/credits/components/payment-result.tsx';
import { pendingStitchingInvoice } from '../../features/stitching/api/pending-stitching-payment.ts';
import { StitchingPaymentReturn } from '../../features/stitching/components/stitching-payment-return.tsx';
import { orderOfCheckout } from '../../features/orders/rules/pending-checkout.ts';

/**
 * /success (customers only): where both checkouts return, for plans, shop orders and stitching
 * invoices (`purpose` and `id` say which). Once a plan's payment is verified the checkout's fields
 * leave the URL (history and reloads keep only the order id).
 */
export function SuccessRoute() {
  const [params, setParams] = useSearchParams();
  const { profile } = useAuth();
  const query = params.toString();
  const checkoutReturn = useMemo(() => readCheckoutReturn(new URLSearchParams(query)), [query]);
  const onVerified = useCallback(
    (orderId: string) => setParams({ orderId }, { replace: true }),
    [setParams],
  );
  // The return names what it pays for (purpose and id): that page verifies it, in any tab. Else
  // the tab that started paying remembers (sessionStorage), for returns that do not say.
  const subject = readCheckoutSubject(new URLSearchParams(query));
  if (subject?.purpose === 'order' || subject?.purpose === 'checkout') {
    const rest = new URLSearchParams(query);
    rest.delete('purpose');
    rest.delete('id');
    const page = subject.purpose === 'order' ? 'orders' : 'checkouts';
    return <Navigate to={`/user/${page}/${subject.id}?${rest}`} replace />;
  }
  const invoiceId =
    subject?.purpose === 'stitching_invoice'
      ? subject.id
      : pendingStitchingInvoice(checkoutReturn.orderId);
  if (invoiceId && checkoutReturn.orderId) {
    return (
      <StitchingPaymentReturn
        invoiceId={invoiceId}
        providerOrderId={checkoutReturn.orderId}
        fields={checkoutReturn.fields}
      />
    );
  }
  // A shop order paid in the sandbox comes back here too: its own page verifies it.
  const paidOrder = checkoutReturn.orderId ? orderOfCheckout(checkoutReturn.orderId) : undefined;
  if (paidOrder) return <Navigate to={`/user/orders/${paidOrder}?${query}`} replace />;
  return (
    <PaymentResult checkoutReturn={checkoutReturn} onVerified={onVerified} billedTo={profile} />
  );
}
