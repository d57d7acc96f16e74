import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import { formatMoney } from '@vitrine/contracts/money';
import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const formatAmount = (amountMinor: number, currency: string) =>
  formatMoney(amountMinor, currency, 'en-IN');

/**
 * The sandbox pages' own policy: no scripts at all, inline styles, and forms that post here (the
 * success redirect after the post stays on this origin, the web app's).
 */
export const checkoutPageCsp = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f1ee; color: #1d1b19; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 1.75rem;
         box-shadow: 0 8px 30px rgb(0 0 0 / 0.08); box-sizing: border-box; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: 0.2rem 0.6rem; border-radius: 999px;
           background: #fff4d6; color: #6b4e00; font-size: 0.8rem; font-weight: 600; }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  .desc { margin: 0 0 1rem; color: #4a4641; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0; }
  .words { margin: 0.25rem 0 1.25rem; color: #4a4641; font-size: 0.9rem; }
  label { display: block; font-size: 0.85rem; font-weight: 600; margin: 0.75rem 0 0.3rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.65rem 0.75rem; font-size: 1rem; border: 1px solid #8a847c;
          border-radius: 8px; color: #1d1b19; }
  /* A placeholder must not pass for a typed value: lighter (still 5.4:1 on white) and italic. */
  input::placeholder { color: #6b665f; font-style: italic; opacity: 1; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.8rem; font-size: 1rem; font-weight: 700; color: #fff;
           background: #1f5fbf; border: 0; border-radius: 8px; cursor: pointer; }
  .cancel { display: block; margin-top: 1rem; text-align: center; color: #1f4f99; }
  .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 8px; background: #fdecea; color: #8a1c12; }
  .done { margin: 0 0 1rem; padding: 0.75rem; border-radius: 8px; background: #e7f5ea; color: #1d5e2c; }
  .hint { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #e4e0da; font-size: 0.85rem; color: #4a4641; }
  .hint h2 { font-size: 0.9rem; margin: 0 0 0.4rem; }
  .hint ul { margin: 0 0 0.4rem; padding-left: 1.1rem; }
  .hint li { margin: 0.3rem 0; }
  .hint a { color: #1f4f99; }
  code { font-size: 0.95em; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

export type CheckoutView = {
  orderId: string;
  amountMinor: number;
  currency: string;
  description: string;
  cancelUrl: string;
  doneUrl: string;
  status: 'created' | 'attempted' | 'paid';
  error?: string;
  /** Values to show in the form: what was typed before a decline, or a test card chosen. */
  card?: string;
  expiry?: string;
  cvc?: string;
};

/** The test cards, as links that fill the form with them (the page runs no scripts). */
const testCards = (orderId: string) =>
  [
    { card: SANDBOX_TEST_CARDS.success, outcome: 'succeeds' },
    { card: SANDBOX_TEST_CARDS.declined, outcome: 'is declined' },
  ]
    .map(({ card, outcome }) => {
      const href = `/pay/sandbox/checkout/${encodeURIComponent(orderId)}?${new URLSearchParams({ card })}`;
      return `<li><a href="${escapeHtml(href)}">Use <code>${card}</code></a> ${outcome}</li>`;
    })
    .join('\n    ');

/** The hosted test checkout: amount, plan, a card form, the test cards and a way out. */
export function renderCheckoutPage(view: CheckoutView): string {
  const amount = formatAmount(view.amountMinor, view.currency);
  const header = `<p class="badge">Sandbox · no real money moves</p>
<h1>Pay Vitrine</h1>
<p class="desc">${escapeHtml(view.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="words">${escapeHtml(minorUnitsInWords(view.amountMinor, view.currency))}</p>`;
  if (view.status === 'paid') {
    return page(
      'Already paid · Vitrine sandbox',
      `${header}
<p class="done" role="status">This order is already paid.</p>
<a class="cancel" href="${escapeHtml(view.doneUrl)}">Back to your credits</a>`,
    );
  }
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return page(
    'Sandbox checkout · Vitrine',
    `${header}
${error}
<form method="post" action="/pay/sandbox/checkout/${encodeURIComponent(view.orderId)}">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required
         placeholder="e.g. ${SANDBOX_TEST_CARDS.success}" value="${escapeHtml(view.card ?? '')}">
  <div class="row">
    <div>
      <label for="expiry">Expiry (MM/YY)</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required
             value="${escapeHtml(view.expiry ?? '')}">
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="3 digits" required
             value="${escapeHtml(view.cvc ?? '')}">
    </div>
  </div>
  <label for="name">Name on card</label>
  <input id="name" name="name" autocomplete="cc-name">
  <button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<a class="cancel" href="${escapeHtml(view.cancelUrl)}">Cancel and return to Vitrine</a>
<section class="hint" aria-labelledby="test-cards">
  <h2 id="test-cards">Test cards</h2>
  <ul>
    ${testCards(view.orderId)}
  </ul>
  <p>Choosing a card fills in the form. Any future expiry date and any CVC work.</p>
</section>`,
  );
}

export function renderMissingOrderPage(homeUrl: string): string {
  return page(
    'Order not found · Vitrine sandbox',
    `<p class="badge">Sandbox</p>
<h1>Order not found</h1>
<p class="desc">This checkout link is not valid. Start again from your credits page.</p>
<a class="cancel" href="${escapeHtml(homeUrl)}">Back to your credits</a>`,
  );
}
