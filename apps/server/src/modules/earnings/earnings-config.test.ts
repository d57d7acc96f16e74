import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-earnings-config-')),
  AUTH_SECRET: 'production-secret-that-is-long-enough-0123456789',
  // The payment provider is configured so these cases see only the payout provider.
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
});

const razorpayx = {
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: 'rzp_live_payouts',
  RAZORPAYX_KEY_SECRET: 'payouts-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'payouts-webhook-secret',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

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
    const config = loadConfig({ ...base(), ...razorpayx, NODE_ENV: 'production' });
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
