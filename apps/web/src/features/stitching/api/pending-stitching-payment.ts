/**
 * Both checkouts come back to /success with the provider's order id only. Before leaving for
 * the sandbox's hosted page we note which invoice that order pays, in this tab, so /success
 * can verify it through the invoice's own route (credits need no note: they are the default).
 */
const KEY = 'vitrine.pendingStitchingPayments';

type Pending = Record<string, string>;

function read(): Pending {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Pending;
  } catch {
    return {};
  }
}

export function notePendingStitchingPayment(providerOrderId: string, invoiceId: string) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [providerOrderId]: invoiceId }));
}

/** The invoice a provider order pays, if this tab started paying it. */
export function pendingStitchingInvoice(providerOrderId: string | null): string | null {
  return providerOrderId ? (read()[providerOrderId] ?? null) : null;
}

export function forgetPendingStitchingPayment(providerOrderId: string) {
  const { [providerOrderId]: _gone, ...rest } = read();
  sessionStorage.setItem(KEY, JSON.stringify(rest));
}
