import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readCheckoutReturn } from '../../../features/credits/api/checkout-return.ts';
import { CheckoutStatus } from '../../../features/cart/components/checkout-status.tsx';

/** `/user/checkouts/:id`: one of my checkouts; a payment's return lands here to be verified. */
export function CheckoutStatusRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = params.toString();
  const fields = useMemo(() => readCheckoutReturn(new URLSearchParams(query)).fields, [query]);
  return <CheckoutStatus id={id} fields={fields} />;
}
