import { useEffect, useRef, useState } from 'react';
import { useMergeGuestCartMutation, type CartOwner } from '../api/cart-api.ts';
import { guestCartToken, keepGuestCartToken } from '../guest-cart-token.ts';

/**
 * Whose cart this screen shows: a signed-in customer's, or this browser's guest cart (null
 * until the guest adds something). When a customer signs in with a guest cart in this browser,
 * the guest cart joins theirs once and its token is forgotten.
 */
export function useCartOwner(isCustomer: boolean): {
  owner: CartOwner | null;
  setGuestToken: (token: string) => void;
  /** A signed-in customer's guest cart is still joining theirs: their cart is not whole yet. */
  merging: boolean;
} {
  const [token, setToken] = useState(guestCartToken);
  // feedback: the merged cart shows in place, with the guest's items added to the customer's
  const [merge] = useMergeGuestCartMutation();
  const merging = useRef(false);

  useEffect(() => {
    if (!isCustomer || !token || merging.current) return;
    merging.current = true;
    merge({ token })
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        // Merged, or no longer there (merged in another tab): either way it is gone.
        keepGuestCartToken(null);
        setToken(null);
        merging.current = false;
      });
  }, [isCustomer, token, merge]);

  const setGuestToken = (next: string) => {
    keepGuestCartToken(next);
    setToken(next);
  };
  if (isCustomer) return { owner: { kind: 'customer' }, setGuestToken, merging: token !== null };
  return { owner: token ? { kind: 'guest', token } : null, setGuestToken, merging: false };
}
