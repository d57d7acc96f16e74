import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinProblem,
  gstinSchema,
  iecProblem,
  mobileSchema,
  panProblem,
  panSchema,
} from './business-ids.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', ' 27aapfu0939f1zv '])(
    'accepts %j',
    (gstin) => expect(gstinProblem(gstin)).toBeUndefined(),
  );

  it('refuses a GSTIN whose only fault is its check digit', () => {
    // The same as the valid 27AAPFU0939F1ZV but for the last character.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('The GSTIN check digit does not match.');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('The GSTIN check digit does not match.');
  });

  it.each([
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters.'],
    ['27AAPFU0939F1Z-', 'A GSTIN has only letters and digits.'],
    ['00AAPFU0939F1ZV', 'A GSTIN starts with a state code (01–38, 97 or 99).'],
    ['45AAPFU0939F1ZV', 'A GSTIN starts with a state code (01–38, 97 or 99).'],
    ['27AAPXU0939F1ZV', 'Characters 3 to 12 of a GSTIN are a valid PAN.'],
    ['271APFU0939F1ZV', 'Characters 3 to 12 of a GSTIN are a valid PAN.'],
    ['27AAPFU0939F0ZV', 'The 13th character of a GSTIN is 1–9 or a letter.'],
  ])('refuses %s: %s', (gstin, problem) => expect(gstinProblem(gstin)).toBe(problem));

  it('is stored upper case, as the schema gives it', () => {
    expect(gstinSchema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });
});

describe('PAN', () => {
  it.each(['AAPFU0939F', 'ABCPE1234F', 'AAACC1206D', 'aagcb7383j'])('accepts %s', (pan) =>
    expect(panProblem(pan)).toBeUndefined(),
  );

  it.each([
    ['AAPFU0939', 'A PAN has 10 characters.'],
    ['AAPF10939F', 'A PAN is five letters, four digits and one letter.'],
    ['AAPFU09391', 'A PAN is five letters, four digits and one letter.'],
    ['AAPXU0939F', expect.stringMatching(/^The 4th character of a PAN is the holder type/)],
    ['AAPDU0939F', expect.stringMatching(/^The 4th character of a PAN is the holder type/)],
  ])('refuses %s', (pan, problem) => expect(panProblem(pan)).toEqual(problem));

  it('parses upper case', () => expect(panSchema.parse('abcpe1234f')).toBe('ABCPE1234F'));
});

describe('IEC', () => {
  it.each(['AAPFU0939F', '0502012345'])('accepts %s', (iec) =>
    expect(iecProblem(iec)).toBeUndefined(),
  );

  it.each([
    ['AAPFU093', 'An IEC has 10 characters.'],
    ['05020123456', 'An IEC has 10 characters.'],
    ['ABCDE12345', 'An IEC is a PAN or 10 digits.'],
    ['AAPFU0939-', 'An IEC is a PAN or 10 digits.'],
  ])('refuses %s', (iec, problem) => expect(iecProblem(iec)).toBe(problem));
});

describe('mobile numbers', () => {
  it('reads Indian numbers written any way, and international ones, as E.164', () => {
    expect(mobileSchema.parse('98765 43210')).toBe('+919876543210');
    expect(mobileSchema.parse('+91-98765-43210')).toBe('+919876543210');
    expect(mobileSchema.parse('09876543210')).toBe('+919876543210');
    expect(mobileSchema.parse('+44 7400 123456')).toBe('+447400123456');
  });

  // The last one is a Delhi landline.
  it.each(['12345', '98765', 'not a number', '+91 12345 67890', '011 2345 6789'])(
    'refuses %j',
    (mobile) => expect(mobileSchema.safeParse(mobile).success).toBe(false),
  );
});
