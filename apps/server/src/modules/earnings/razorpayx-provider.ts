import { z } from 'zod';
import type { PayoutProvider, ProviderPayout, ProviderPayoutStatus } from './payout-provider.ts';
import { payoutSignatureMatches, payoutWebhookSignature } from './payout-signatures.ts';

export type RazorpayXOptions = {
  keyId: string;
  keySecret: string;
  /** The RazorpayX current account the money leaves from. */
  accountNumber: string;
  webhookSecret: string;
  /** Razorpay's API by default; tests point it at a local stand-in. */
  apiUrl?: string;
  timeoutMs?: number;
};

const idAnswer = z.looseObject({ id: z.string() });
const payoutAnswer = z.looseObject({
  id: z.string(),
  status: z.string(),
  reference_id: z.string().nullish(),
  utr: z.string().nullish(),
  failure_reason: z.string().nullish(),
  status_details: z.looseObject({ description: z.string().nullish() }).nullish(),
});

/** A payout entity (API answer or webhook payload) in our terms. */
export function providerPayoutOf(entity: z.infer<typeof payoutAnswer>): ProviderPayout {
  return {
    id: entity.id,
    status: entity.status as ProviderPayoutStatus,
    referenceId: entity.reference_id ?? null,
    utr: entity.utr ?? null,
    failureReason: entity.failure_reason ?? entity.status_details?.description ?? null,
  };
}
export const payoutEntitySchema = payoutAnswer;

export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/**
 * RazorpayX payouts over its HTTP API (no SDK covers it): basic auth with the key, contacts and
 * fund accounts, then `POST /v1/payouts` with `X-Payout-Idempotency`, so a retried request after
 * a timeout or a crash pays once.
 */
export function createRazorpayXProvider(options: RazorpayXOptions): PayoutProvider {
  const base = (options.apiUrl ?? 'https://api.razorpay.com').replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function post<T>(
    path: string,
    body: object,
    schema: z.ZodType<T>,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PayoutProviderError(`RazorpayX could not be reached: ${String(error)}`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new PayoutProviderError(
        `RazorpayX answered ${response.status} to POST ${path}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    return schema.parse(JSON.parse(text));
  }

  return {
    name: 'razorpayx',

    async createFundAccount({ shopId, shopName, holderName, accountNumber, ifsc }) {
      const contact = await post(
        '/v1/contacts',
        { name: shopName, type: 'vendor', reference_id: shopId },
        idAnswer,
      );
      const fundAccount = await post(
        '/v1/fund_accounts',
        {
          contact_id: contact.id,
          account_type: 'bank_account',
          bank_account: { name: holderName, ifsc, account_number: accountNumber },
        },
        idAnswer,
      );
      return { contactId: contact.id, fundAccountId: fundAccount.id };
    },

    async createPayout({
      idempotencyKey,
      fundAccountId,
      amountMinor,
      currency,
      referenceId,
      narration,
    }) {
      const payout = await post(
        '/v1/payouts',
        {
          account_number: options.accountNumber,
          fund_account_id: fundAccountId,
          amount: amountMinor,
          currency,
          // IMPS up to ₹5 lakh arrives in minutes; NEFT above.
          mode: amountMinor <= 50_000_000 ? 'IMPS' : 'NEFT',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: referenceId,
          narration: narration.replace(/[^A-Za-z0-9 ]/g, ' ').slice(0, 30),
        },
        payoutAnswer,
        { 'X-Payout-Idempotency': idempotencyKey },
      );
      return providerPayoutOf(payout);
    },

    isWebhookSignatureValid: (rawBody, signature) =>
      payoutSignatureMatches(payoutWebhookSignature(options.webhookSecret, rawBody), signature),
  };
}
