import type { SmsConfig } from './account.config.ts';
import { AppError } from '../../platform/lib/app-error.ts';

/** Sends one text message; throws when the provider refused it. */
export type SmsSender = {
  send: (message: { to: string; body: string }) => Promise<void>;
};

/** The local sandbox: texts are kept in the database and shown at /dev/sms (loopback only). */
export function createSandboxSms(keep: (message: { to: string; body: string }) => Promise<void>) {
  return { send: keep } satisfies SmsSender;
}

/**
 * Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, HTTP
 * basic auth with the account SID and auth token). `fetchImpl` is for tests.
 */
export function createTwilioSms(
  config: Extract<SmsConfig, { provider: 'twilio' }>,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (config.from.startsWith('MG')) form.set('MessagingServiceSid', config.from);
      else form.set('From', config.from);
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      const detail = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      // A number Twilio cannot text (21211 invalid, 21614 not a mobile, 21408 region) is the
      // caller's input; anything else is ours.
      if (res.status === 400 && [21211, 21614, 21408].includes(detail.code ?? 0)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'mobile: this number cannot receive text messages.',
          [{ field: 'mobile', message: 'cannot receive text messages' }],
        );
      }
      throw new Error(`Twilio answered ${res.status}: ${detail.message ?? 'no detail'}`);
    },
  };
}
