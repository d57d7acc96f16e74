import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';

/** What a production start needs besides providers: a data folder and a long auth secret. */
export const productionBasics = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-config-')),
  AUTH_SECRET: 'production-secret-that-is-long-enough-0123456789',
});

/** Razorpay for customers' payments, configured (production refuses the payment sandbox). */
export const razorpayPayments = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** RazorpayX for payouts to shops, configured (production refuses the payout sandbox). */
export const razorpayxPayouts = {
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: 'rzp_live_payouts',
  RAZORPAYX_KEY_SECRET: 'payouts-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  RAZORPAYX_WEBHOOK_SECRET: 'payouts-webhook-secret',
};

/** The problems a configuration is refused for (none when it loads). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
