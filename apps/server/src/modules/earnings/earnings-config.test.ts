import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  problemsOf,
  productionBasics,
  razorpayPayments,
  razorpayxPayouts,
} from '../../test/config-problems.ts';

// The payment provider is configured so these cases see only the payout provider.
const base = () => ({ ...productionBasics(), ...razorpayPayments });

describe('payout configuration', () => {
  it('pays through the sandbox by default outside production', () => {
    const config = loadConfig({ ...base(), NODE_ENV: 'development' });
    expect(config.earnings.payoutProvider).toEqual({ name: 'sandbox' });
  });

  it('refuses the payout sandbox in production unless ALLOW_SANDBOX_IN_PRODUCTION is true', () => {
    const problems = problemsOf({ ...base(), NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYOUT_PROVIDER: .*ALLOW_SANDBOX_IN_PRODUCTION=true/);
    const allowed = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(allowed.earnings.payoutProvider.name).toBe('sandbox');
  });

  it('requires every RazorpayX value, naming each one missing', () => {
    const problems = problemsOf({
      ...base(),
      NODE_ENV: 'production',
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_KEY_ID: 'rzp_live_payouts',
    });
    expect(problems).toEqual([
      'RAZORPAYX_KEY_SECRET: required when PAYOUT_PROVIDER=razorpayx',
      'RAZORPAYX_ACCOUNT_NUMBER: required when PAYOUT_PROVIDER=razorpayx',
      'RAZORPAYX_WEBHOOK_SECRET: required when PAYOUT_PROVIDER=razorpayx',
    ]);
  });

  it('takes RazorpayX in production with its keys, against its own API by default', () => {
    const config = loadConfig({ ...base(), ...razorpayxPayouts, NODE_ENV: 'production' });
    expect(config.earnings.payoutProvider).toEqual({
      name: 'razorpayx',
      keyId: 'rzp_live_payouts',
      keySecret: 'payouts-secret',
      accountNumber: '7878780080316316',
      webhookSecret: 'payouts-webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
  });
});
