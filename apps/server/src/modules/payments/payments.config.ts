import { z } from 'zod';
import { declareConfig, optionalString, urlWithProtocols } from '../../platform/config.ts';

export type PaymentsConfig = {
  provider:
    | { name: 'sandbox' }
    | { name: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  reconcile: { intervalMs: number; afterSeconds: number };
};

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    payments: PaymentsConfig;
  }
}

/** The variables the payments module reads: its provider and the reconciliation job. */
const paymentsVariables = z.object({
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Only for tests and egress proxies; Razorpay's own API by default. */
  RAZORPAY_API_URL: urlWithProtocols(['http', 'https'], 'https://api.razorpay.com'),
  ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  /** How often unsettled payment orders are checked with the provider; 0 turns the job off. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** An order is asked about once it has been waiting this long (verify and webhooks come first). */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).default(30),
});

/** Razorpay needs all three of its values; the sandbox takes real-looking money only when told so. */
function paymentsConfig(
  e: z.infer<typeof paymentsVariables>,
  isProduction: boolean,
  problems: string[],
): PaymentsConfig | undefined {
  const reconcile = {
    intervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    afterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
  };
  if (e.PAYMENT_PROVIDER === 'sandbox') {
    if (isProduction && e.ALLOW_SANDBOX_IN_PRODUCTION !== 'true') {
      problems.push(
        'PAYMENT_PROVIDER: the sandbox takes no real payments; set PAYMENT_PROVIDER=razorpay ' +
          'in production, or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo deployment',
      );
      return undefined;
    }
    return { provider: { name: 'sandbox' }, reconcile };
  }
  const missing = (
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const
  ).filter((name) => !e[name]);
  for (const name of missing) problems.push(`${name}: required when PAYMENT_PROVIDER=razorpay`);
  if (missing.length > 0) return undefined;
  return {
    provider: {
      name: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID!,
      keySecret: e.RAZORPAY_KEY_SECRET!,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
    },
    reconcile,
  };
}

export const paymentsConfigDeclaration = declareConfig(
  paymentsVariables,
  (e, { isProduction }, problems) => ({ payments: paymentsConfig(e, isProduction, problems)! }),
);
