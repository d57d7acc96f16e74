import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createOnboardingRepository } from './index.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', LOOKUP_RATE_LIMIT_MAX: '6' });
let address = 0;
/** Each test asks from its own address, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.0.0.${++address}`;

const check = (path: string, query: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/${path}?${new URLSearchParams(query)}`,
    remoteAddress,
  });

let applicantId: string;
beforeAll(async () => {
  const { user } = await registerAccount(t.app, {
    name: 'Meera Owner',
    email: 'meera@example.test',
    password: 'quiet-lantern-harbour-42',
  });
  applicantId = user.id;
  await createOnboardingRepository(t.app.database.db).insertApplication({
    userId: applicantId,
    legalName: 'Meera Textiles LLP',
    pan: 'AAPFU0939F',
    gstin: '27AAPFU0939F1ZV',
    iec: 'AAPFU0939F',
    mobile: '+919876543210',
  });
});
afterAll(() => t.close());

describe('GET /api/v1/vendor/check…Exists', () => {
  it('says whether a GSTIN, PAN or IEC is registered, whatever its case', async () => {
    const from = nextAddress();
    const answers = await Promise.all([
      check('check_GSTIN_Exists', { gstin: '27aapfu0939f1zv' }, from),
      check('check_GSTIN_Exists', { gstin: '29AAGCB7383J1Z4' }, from),
      check('checkBusinessPAN_Exists', { pan: 'AAPFU0939F' }, from),
      check('checkBusinessPAN_Exists', { pan: 'AAGCB7383J' }, from),
      check('checkBusinessIEC_Exists', { iec: 'aapfu0939f' }, from),
      check('checkBusinessIEC_Exists', { iec: '0502012345' }, from),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((res) => res.json().exists)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('says whether an email has an account and a mobile number a shop', async () => {
    const from = nextAddress();
    const answers = await Promise.all([
      check('checkEmailExists', { email: ' Meera@Example.test ' }, from),
      check('checkEmailExists', { email: 'nobody@example.test' }, from),
      check('checkMobileNumberExists', { mobile: '098765 43210' }, from),
      check('checkMobileNumberExists', { mobile: '+91 91234 56789' }, from),
    ]);
    expect(answers.map((res) => res.json())).toEqual([
      { exists: true },
      { exists: false },
      { exists: true },
      { exists: false },
    ]);
  });

  it('refuses a malformed value with a 400 naming the field, before looking anything up', async () => {
    const from = nextAddress();
    const cases = [
      ['check_GSTIN_Exists', 'gstin', '27AAPFU0939F1ZW', 'The GSTIN check digit does not match.'],
      ['check_GSTIN_Exists', 'gstin', '45AAPFU0939F1ZV', 'A GSTIN starts with a state code'],
      ['checkBusinessPAN_Exists', 'pan', 'AAPXU0939F', 'The 4th character of a PAN'],
      ['checkBusinessIEC_Exists', 'iec', 'ABCDE12345', 'An IEC is a PAN or 10 digits.'],
      ['checkEmailExists', 'email', 'not-an-email', 'must be a valid email address'],
      ['checkMobileNumberExists', 'mobile', '12345', 'Enter a valid mobile number.'],
    ] as const;
    for (const [path, field, value, message] of cases) {
      const res = await check(path, { [field]: value }, from);
      expect(res.statusCode, `${path} ${value}`).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details[0].field).toBe(field);
      expect(error.details[0].message).toContain(message);
    }
    const missing = await check('check_GSTIN_Exists', {}, from);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('gstin');
  });

  it('answers one address at most LOOKUP_RATE_LIMIT_MAX checks of any kind, then 429', async () => {
    const from = nextAddress();
    const paths = [
      ['check_GSTIN_Exists', { gstin: '29AAGCB7383J1Z4' }],
      ['checkBusinessPAN_Exists', { pan: 'AAGCB7383J' }],
      ['checkEmailExists', { email: 'a@example.test' }],
    ] as const;
    for (let i = 0; i < 6; i++) {
      const [path, query] = paths[i % paths.length]!;
      expect((await check(path, query, from)).statusCode).toBe(200);
    }
    const refused = await check('checkMobileNumberExists', { mobile: '9123456789' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const elsewhere = await check(
      'checkMobileNumberExists',
      { mobile: '9123456789' },
      nextAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
