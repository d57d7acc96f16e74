import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { CartView } from '../../../features/cart/components/cart-view.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** `/cart`: the shopper's cart (a guest's in this browser, or the customer's). */
export function CartRoute() {
  usePageMeta('Your cart', 'The products you picked from shops on Vitrine, ready to check out.');
  const { isCustomer } = useAuth();
  return <CartView isCustomer={isCustomer} />;
}
