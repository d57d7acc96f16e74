// For tests only (other modules' tests too): buying credits through the sandbox as a customer.
import { sandboxSecrets } from './sandbox-provider.ts';
import { webhookSignature } from './signatures.ts';

export {
  capturedEvent,
  createOrder,
  plans,
  postWebhook,
  sandboxPay,
  verify,
  type CheckoutFields,
} from './payments-test-support.ts';

/** The card number the sandbox checkout accepts. */
export const SANDBOX_SUCCESS_CARD = '4111 1111 1111 1111';

/** Signs a webhook body as the sandbox does for an app with this AUTH_SECRET. */
export const signSandboxWebhook = (authSecret: string, body: string) =>
  webhookSignature(sandboxSecrets(authSecret).webhookSecret, body);
