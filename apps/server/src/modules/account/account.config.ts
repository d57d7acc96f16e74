import { z } from 'zod';
import { declareConfig, optionalString, urlWithProtocols } from '../../platform/config.ts';

export type SmsConfig =
  | { provider: 'sandbox' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    sms: SmsConfig;
    referralMonthlyCap: number;
  }
}

/** The variables the account module reads: verification texts and the referral reward's cap. */
const accountVariables = z.object({
  /** Where verification texts go: the local sandbox (shown at /dev/sms) or Twilio's Messages API. */
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  SMS_TWILIO_ACCOUNT_SID: optionalString,
  SMS_TWILIO_AUTH_TOKEN: optionalString,
  /** The sender: a Twilio number in E.164 or a messaging service id (MG…). */
  SMS_FROM: optionalString,
  /** Only for tests and egress proxies; Twilio's own API by default. */
  SMS_TWILIO_API_URL: urlWithProtocols(['http', 'https'], 'https://api.twilio.com'),
  /** Friends per calendar month (UTC) whose first purchase rewards the one who invited them. */
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).default(10),
});

/** Twilio needs its account, token and sender; the sandbox keeps texts in the database. */
function smsConfig(e: z.infer<typeof accountVariables>, problems: string[]): SmsConfig | undefined {
  if (e.SMS_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const missing = (['SMS_TWILIO_ACCOUNT_SID', 'SMS_TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const).filter(
    (name) => !e[name],
  );
  for (const name of missing) problems.push(`${name}: required when SMS_PROVIDER=twilio`);
  if (missing.length > 0) return undefined;
  return {
    provider: 'twilio',
    accountSid: e.SMS_TWILIO_ACCOUNT_SID!,
    authToken: e.SMS_TWILIO_AUTH_TOKEN!,
    from: e.SMS_FROM!,
    apiUrl: (e.SMS_TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

export const accountConfigDeclaration = declareConfig(
  accountVariables,
  (e, _context, problems) => ({
    sms: smsConfig(e, problems)!,
    referralMonthlyCap: e.REFERRAL_MONTHLY_CAP,
  }),
);
