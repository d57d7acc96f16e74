/**
 * A guest's cart token (the only key to their cart), kept in this browser until the guest signs
 * in and the cart joins their account's.
 */
const KEY = 'vitrine.cart-token';

export function guestCartToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function keepGuestCartToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(KEY, token);
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the cart lives as long as the page.
  }
}
