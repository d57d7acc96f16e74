/**
 * The sandbox's hosted checkout returns every payment to /success with the provider's order id.
 * Before leaving for it, the order page remembers which of our orders that provider order pays,
 * so /success can send the browser back to the order to verify there.
 */
const KEY = 'vitrine.order-checkout';

type Pending = Record<string, string>;

const read = (): Pending => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Pending;
  } catch {
    return {};
  }
};

export function rememberOrderCheckout(providerOrderId: string, orderId: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [providerOrderId]: orderId }));
  } catch {
    // Storage refused (private mode): the webhook still settles the payment.
  }
}

/** Our order id a provider order pays, if this tab started that checkout. */
export const orderOfCheckout = (providerOrderId: string): string | undefined =>
  read()[providerOrderId];
