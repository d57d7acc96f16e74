// The mobile metadata: `isValid()` then means a valid mobile number, not just a plausible length.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

/**
 * Indian business identifiers, checked by their format before anything is looked up. Each
 * `…Problem` function says what is wrong with a value (upper-cased and trimmed first), or
 * `undefined` when it is well formed; the zod schemas below use them, so the API's 400 and the
 * onboarding form show the same message.
 */

/**
 * PAN holder types (the 4th character): Association of persons, Body of individuals, Company,
 * LLP (E), Firm, Government, HUF, Artificial juridical person (J), Local authority, Person, Trust.
 */
export const PAN_HOLDER_TYPES = 'ABCEFGHJLPT';

/**
 * GST state codes: 01–38 (states and union territories, including the retired 25 and 28 that
 * older registrations still carry), 97 (other territory) and 99 (centre jurisdiction).
 */
export const isGstStateCode = (code: string) => {
  if (!/^\d\d$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
};

const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case without surrounding spaces: how every identifier is compared and stored. */
export const normaliseBusinessId = (value: string) => value.trim().toUpperCase();

export function panProblem(raw: string): string | undefined {
  const value = normaliseBusinessId(raw);
  if (value.length !== 10) return 'A PAN has 10 characters.';
  if (!PAN_SHAPE.test(value)) return 'A PAN is five letters, four digits and one letter.';
  if (!PAN_HOLDER_TYPES.includes(value[3]!)) {
    return `The 4th character of a PAN is the holder type (${PAN_HOLDER_TYPES.split('').join(', ')}).`;
  }
  return undefined;
}

/**
 * The GSTIN's 15th character: each of the first 14 characters' values (0–35) times 1 or 2
 * alternately, the quotient and remainder of each product by 36 added up, and the check
 * character is the one that makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

export function gstinProblem(raw: string): string | undefined {
  const value = normaliseBusinessId(raw);
  if (value.length !== 15) return 'A GSTIN has 15 characters.';
  if (!/^[0-9A-Z]{15}$/.test(value)) return 'A GSTIN has only letters and digits.';
  if (!isGstStateCode(value.slice(0, 2))) {
    return 'A GSTIN starts with a state code (01–38, 97 or 99).';
  }
  if (panProblem(value.slice(2, 12))) return 'Characters 3 to 12 of a GSTIN are a valid PAN.';
  if (!/^[1-9A-Z]$/.test(value[12]!)) return 'The 13th character of a GSTIN is 1–9 or a letter.';
  if (gstinCheckCharacter(value) !== value[14]) return 'The GSTIN check digit does not match.';
  return undefined;
}

/**
 * An Importer-Exporter Code: 10 characters, today the holder's PAN; codes issued before 2018 are
 * 10 digits.
 */
export function iecProblem(raw: string): string | undefined {
  const value = normaliseBusinessId(raw);
  if (value.length !== 10) return 'An IEC has 10 characters.';
  if (/^\d{10}$/.test(value) || !panProblem(value)) return undefined;
  return 'An IEC is a PAN or 10 digits.';
}

/** A mobile number in E.164 (`+919876543210`), or `undefined` if it is not a valid mobile number. */
export function normaliseMobile(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'IN');
  return parsed?.isValid() ? parsed.number : undefined;
}

const businessId = (problem: (value: string) => string | undefined, example: string) =>
  z
    .string()
    .max(40)
    .transform(normaliseBusinessId)
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({ examples: [example] });

export const gstinSchema = businessId(gstinProblem, '27AAPFU0939F1ZV');
export const panSchema = businessId(panProblem, 'AAPFU0939F');
export const iecSchema = businessId(iecProblem, 'AAPFU0939F');

/** Any way of writing an Indian mobile number (or an international one with `+`), stored as E.164. */
export const mobileSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const e164 = normaliseMobile(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid mobile number.' });
      return z.NEVER;
    }
    return e164;
  })
  .meta({ examples: ['+919876543210'] });
