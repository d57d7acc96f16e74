/** The provider's word on a payout, in RazorpayX's terms. */
export type ProviderPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'failed'
  | 'rejected'
  | 'reversed'
  | 'cancelled';

export type ProviderPayout = {
  id: string;
  status: ProviderPayoutStatus;
  /** Our payout id, sent as `reference_id`. */
  referenceId: string | null;
  utr: string | null;
  failureReason: string | null;
};

/**
 * What Vitrine needs of a payout provider, in RazorpayX's protocol: a contact and a fund account
 * per bank account, a payout made once per idempotency key (`X-Payout-Idempotency`), and signed
 * webhooks (payout.processed, payout.failed, payout.reversed). `razorpayx` and `sandbox`
 * implement it.
 */
export type PayoutProvider = {
  name: 'sandbox' | 'razorpayx';
  /** A contact (the shop) and its bank account as a fund account; answers their ids. */
  createFundAccount(input: {
    shopId: string;
    shopName: string;
    holderName: string;
    accountNumber: string;
    ifsc: string;
  }): Promise<{ contactId: string; fundAccountId: string }>;
  /** Sends money once per `idempotencyKey`: asked again, the provider answers the same payout. */
  createPayout(input: {
    idempotencyKey: string;
    fundAccountId: string;
    amountMinor: number;
    currency: string;
    referenceId: string;
    narration: string;
  }): Promise<ProviderPayout>;
  isWebhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
};

/** The payout webhook's events that settle a payout, and what they mean for ours. */
export const PAYOUT_EVENT_OUTCOMES: Record<string, 'paid' | 'failed' | undefined> = {
  'payout.processed': 'paid',
  'payout.failed': 'failed',
  'payout.rejected': 'failed',
  'payout.reversed': 'failed',
};
