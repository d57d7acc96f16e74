import { getCountries, isSupportedCountry } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { mobileSchema } from './business-ids.ts';
import { currencyCodeSchema, SUPPORTED_WORD_LOCALES } from './money-words.ts';

// ---------------------------------------------------------------------------------------------
// Profile (GET/PATCH /user/profile)

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Kolkata' })
  .meta({ examples: ['Asia/Kolkata'] });

export const localeSchema = z
  .string()
  .trim()
  .refine((value) => SUPPORTED_WORD_LOCALES.includes(value), {
    error: `must be one of ${SUPPORTED_WORD_LOCALES.join(', ')}`,
  })
  .meta({ examples: ['en-IN'] });

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** E.164; only a verified number is kept (verify-mobile-otp sets it). */
  mobile: z.string().nullable(),
  mobileVerified: z.boolean(),
  /** One of the user's uploads (POST /media/images), with its picture's address. */
  photo: z.object({ id: z.string(), url: z.string() }).nullable(),
  /** ISO 4217; null means the default (INR). */
  currency: z.string().nullable(),
  /** One of the 26 locales of amounts in words; null means the default (en-IN). */
  locale: z.string().nullable(),
  /** IANA time zone; null means the browser's. */
  timeZone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Every field optional; `null` clears photo, currency, locale or time zone. */
export const updateProfileInputSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100).optional(),
  photoId: z.uuid().nullable().optional(),
  currency: currencyCodeSchema
    .meta({ examples: ['INR'] })
    .nullable()
    .optional(),
  locale: localeSchema.nullable().optional(),
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

// ---------------------------------------------------------------------------------------------
// Verification codes (/verification/*)

export const VERIFICATION_CODE_LENGTH = 6;
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits of the code')
  .meta({ examples: ['123456'] });

export const sendEmailCodeInputSchema = z.object({
  /** The address to verify: the current one, or a new one (it replaces the current once verified). */
  email: emailSchema.meta({ examples: ['asha@example.com'] }),
});
export const verifyEmailCodeInputSchema = sendEmailCodeInputSchema.extend({
  code: verificationCodeSchema,
});
export const sendMobileCodeInputSchema = z.object({ mobile: mobileSchema });
export const verifyMobileCodeInputSchema = sendMobileCodeInputSchema.extend({
  code: verificationCodeSchema,
});
export type SendEmailCodeInput = z.infer<typeof sendEmailCodeInputSchema>;
export type VerifyEmailCodeInput = z.infer<typeof verifyEmailCodeInputSchema>;
export type SendMobileCodeInput = z.infer<typeof sendMobileCodeInputSchema>;
export type VerifyMobileCodeInput = z.infer<typeof verifyMobileCodeInputSchema>;

export const codeSentSchema = z.object({
  /** When the code stops working. */
  expiresAt: z.string(),
  /** The earliest time another code may be sent to the same address or number. */
  resendAfter: z.string(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

// ---------------------------------------------------------------------------------------------
// Addresses (/user/address)

/** The ISO 3166 alpha-2 codes an address may name (those libphonenumber-js knows). */
export const COUNTRY_CODES: readonly string[] = getCountries();

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value) && isSupportedCountry(value), {
    error: 'must be an ISO 3166 two-letter country code',
  })
  .meta({ examples: ['IN'] });

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Phone and postal code are checked against the country by the server. */
export const addressInputSchema = z.object({
  name: text(100).meta({ examples: ['Asha Rao'] }),
  phone: text(40).meta({ examples: ['+919876543210'] }),
  line1: text(200).meta({ examples: ['12 MG Road'] }),
  line2: optionalText(200),
  landmark: optionalText(200),
  city: text(100).meta({ examples: ['Bengaluru'] }),
  state: text(100).meta({ examples: ['Karnataka'] }),
  postalCode: text(20).meta({ examples: ['560001'] }),
  country: countryCodeSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ items: z.array(addressSchema) });
export const addressParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Export and deletion

export const deleteAccountInputSchema = z.object({
  /** The current password, asked again before the account is closed. */
  password: z.string().min(1, 'must not be empty').max(128),
});
export const accountDeletedSchema = z.object({
  /** The credits balance that was forfeited. */
  creditsForfeited: z.number().int(),
  /** What stays, and why. */
  kept: z.array(z.string()),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

// ---------------------------------------------------------------------------------------------
// Invite friends (/user/referrals)

/** Both the friend and the one who invited them get this many credits (one meeting). */
export const REFERRAL_BONUS_CREDITS = 30;
export const REFERRAL_INVITES_PER_DAY = 20;

export const referralStatusSchema = z.enum(['sent', 'joined', 'rewarded', 'not_rewarded']);
export const referralSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: referralStatusSchema,
  /** Why a friend who bought credits brought no reward (the monthly cap, the same phone). */
  note: z.string().nullable(),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  rewardedAt: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralsSchema = z.object({
  code: z.string(),
  /** The sign-up link carrying the code. */
  link: z.string(),
  bonusCredits: z.number().int(),
  /** How many friends may still bring a reward this calendar month (UTC). */
  rewardsLeftThisMonth: z.number().int(),
  invitations: z.array(referralSchema),
});
export type Referrals = z.infer<typeof referralsSchema>;
export const inviteFriendInputSchema = z.object({
  email: emailSchema.meta({ examples: ['friend@example.com'] }),
});
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,16}$/, 'must be an invite code')
  .meta({ examples: ['ASHA2K7Q'] });
export const claimReferralInputSchema = z.object({ code: referralCodeSchema });
