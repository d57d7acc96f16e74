import { describe, expect, it } from 'vitest';
import { formatMajorAmount, parseMajorAmount } from './price-input.ts';

describe('prices typed in major units', () => {
  it('become minor units without float arithmetic', () => {
    expect(parseMajorAmount('2499', 'INR')).toBe(249900);
    expect(parseMajorAmount('2,499.5', 'INR')).toBe(249950);
    expect(parseMajorAmount(' 0.07 ', 'INR')).toBe(7);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
  });

  it('refuse what is not a plain amount in that currency', () => {
    for (const text of ['', '-5', '12.345', '1e3', 'abc', '10.5']) {
      expect(parseMajorAmount(text, text === '10.5' ? 'JPY' : 'INR'), text).toBeUndefined();
    }
  });

  it('show minor units back as the field holds them', () => {
    expect(formatMajorAmount(249950, 'INR')).toBe('2499.50');
    expect(formatMajorAmount(1500, 'JPY')).toBe('1500');
  });
});
