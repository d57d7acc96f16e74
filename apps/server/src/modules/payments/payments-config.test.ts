import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { problemsOf, productionBasics, razorpayxPayouts } from '../../test/config-problems.ts';

// Payouts to shops have their own provider, which production also refuses as a sandbox
// (earnings-config.test.ts); configured here so these cases see only the payment provider.
const base = () => ({ ...productionBasics(), ...razorpayxPayouts });

describe('payment configuration', () => {
  it('uses the sandbox by default outside production', () => {
    const config = loadConfig({ ...base(), NODE_ENV: 'development' });
    expect(config.payments.provider).toEqual({ name: 'sandbox' });
    expect(config.payments.reconcile).toEqual({ intervalMs: 30_000, afterSeconds: 30 });
  });

  it('refuses to start in production with the sandbox unless ALLOW_SANDBOX_IN_PRODUCTION is true', () => {
    const problems = problemsOf({ ...base(), NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMENT_PROVIDER: .*ALLOW_SANDBOX_IN_PRODUCTION=true/);
    expect(() =>
      loadConfig({ ...base(), NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }),
    ).toThrow(ConfigError);
    expect(
      problemsOf({ ...base(), NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'false' }),
    ).toHaveLength(1);
    const allowed = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(allowed.payments.provider.name).toBe('sandbox');
  });

  it('requires the three Razorpay values, naming each one missing', () => {
    const problems = problemsOf({
      ...base(),
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
    });
    expect(problems).toEqual([
      'RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay',
    ]);
  });

  it('takes Razorpay in production with its keys, against its own API by default', () => {
    const config = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    expect(config.payments.provider).toEqual({
      name: 'razorpay',
      keyId: 'rzp_live_abc',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
  });

  it('refuses an unknown provider and a negative reconciliation interval', () => {
    expect(problemsOf({ ...base(), PAYMENT_PROVIDER: 'stripe' })[0]).toMatch(/^PAYMENT_PROVIDER:/);
    expect(problemsOf({ ...base(), PAYMENT_RECONCILE_INTERVAL_MS: '-1' })[0]).toMatch(
      /^PAYMENT_RECONCILE_INTERVAL_MS:/,
    );
  });
});
