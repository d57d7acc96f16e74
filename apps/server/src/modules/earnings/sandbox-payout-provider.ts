import { createHmac, randomInt } from 'node:crypto';
import type { PayoutProvider, ProviderPayout } from './payout-provider.ts';
import {
  PAYOUT_SIGNATURE_HEADER,
  payoutSignatureMatches,
  payoutWebhookSignature,
} from './payout-signatures.ts';

/** The sandbox bank refuses accounts ending in 0000 (to try a failed payout and its retry). */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0000';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const sandboxPayoutWebhookSecret = (authSecret: string) =>
  createHmac('sha256', authSecret)
    .update('vitrine-sandbox:payout-webhook-secret')
    .digest('base64url');

export type PayoutWebhookSender = (request: {
  body: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number }>;

export type SandboxPayoutProvider = PayoutProvider & {
  name: 'sandbox';
  /** Waits for webhooks still being delivered (shutdown, tests). */
  settled(): Promise<void>;
};

/**
 * RazorpayX's payout protocol played locally: contacts and fund accounts get ids, a payout is
 * made once per idempotency key and answers `processing`, then a signed webhook says
 * `payout.processed` (with a UTR) or, for an account ending in 0000, `payout.failed`. Kept in
 * memory: no money moves, and a restart forgets the sandbox's side (ours is in the database).
 */
export function createSandboxPayoutProvider(deps: {
  authSecret: string;
  sendWebhook: PayoutWebhookSender;
  clock: () => Date;
  log: { warn: (obj: object, message: string) => void };
}): SandboxPayoutProvider {
  const secret = sandboxPayoutWebhookSecret(deps.authSecret);
  const fundAccounts = new Map<string, { accountNumber: string }>();
  const payouts = new Map<string, ProviderPayout & { amountMinor: number; currency: string }>();
  const pending = new Set<Promise<void>>();

  const deliver = (
    name: string,
    payout: ProviderPayout & { amountMinor: number; currency: string },
  ) => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_vitrine_sandbox',
      event: name,
      contains: ['payout'],
      payload: {
        payout: {
          entity: {
            id: payout.id,
            entity: 'payout',
            amount: payout.amountMinor,
            currency: payout.currency,
            status: payout.status,
            reference_id: payout.referenceId,
            utr: payout.utr,
            failure_reason: payout.failureReason,
          },
        },
      },
      created_at: Math.floor(deps.clock().getTime() / 1000),
    });
    const delivery = deps
      .sendWebhook({
        body,
        headers: {
          'content-type': 'application/json',
          [PAYOUT_SIGNATURE_HEADER]: payoutWebhookSignature(secret, body),
        },
      })
      .then(
        ({ statusCode }) => {
          if (statusCode >= 300)
            deps.log.warn({ statusCode }, 'sandbox payout webhook was refused');
        },
        (error: unknown) =>
          deps.log.warn({ err: error }, 'sandbox payout webhook could not be sent'),
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };

  return {
    name: 'sandbox',

    async createFundAccount({ accountNumber }) {
      const fundAccountId = newId('fa');
      fundAccounts.set(fundAccountId, { accountNumber });
      return { contactId: newId('cont'), fundAccountId };
    },

    async createPayout({ idempotencyKey, fundAccountId, amountMinor, currency, referenceId }) {
      const existing = payouts.get(idempotencyKey);
      if (existing) return existing;
      const account = fundAccounts.get(fundAccountId);
      const payout = {
        id: newId('pout'),
        status: 'processing' as const,
        referenceId,
        utr: null,
        failureReason: null,
        amountMinor,
        currency,
      };
      payouts.set(idempotencyKey, payout);
      const fails = !account || account.accountNumber.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);
      // The bank answers later, as RazorpayX's webhook does.
      setImmediate(() => {
        const settled = fails
          ? {
              ...payout,
              status: 'failed' as const,
              failureReason:
                'The beneficiary bank rejected the account (sandbox account ending in 0000).',
            }
          : {
              ...payout,
              status: 'processed' as const,
              utr: `SANDBOX${randomInt(10 ** 9, 10 ** 10 - 1)}`,
            };
        payouts.set(idempotencyKey, settled);
        deliver(fails ? 'payout.failed' : 'payout.processed', settled);
      });
      return payout;
    },

    isWebhookSignatureValid: (rawBody, signature) =>
      payoutSignatureMatches(payoutWebhookSignature(secret, rawBody), signature),

    async settled() {
      // A payout's webhook is scheduled with setImmediate: let it be queued first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
