import { describe, expect, it } from 'vitest';
import { CITY_PREFIXES, HEAD_OFFICE_PINS, INDIAN_STATES, PIN_PREFIX_RANGES } from './india.ts';
import { createGeoData } from './geo-data.ts';

const geo = createGeoData();

describe('the geography data', () => {
  it("lists India's 36 states and union territories, each with cities", () => {
    const states = geo.states('IN');
    expect(states).toHaveLength(36);
    expect(new Set(states.map((s) => s.adminCode1)).size).toBe(36);
    for (const state of states)
      expect(geo.cities('IN', state.adminCode1).length).toBeGreaterThan(0);
    expect(geo.cities('IN', 'MH').map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mumbai', 'Pune', 'Nagpur']),
    );
  });

  it('names every ISO country once, India among them with states', () => {
    const countries = geo.countries();
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries.find((c) => c.code === 'IN')).toEqual({
      code: 'IN',
      name: 'India',
      hasStates: true,
    });
    expect(geo.states('US')).toEqual([]);
  });

  it('keeps its tables consistent: prefix ranges do not overlap, states and cities agree', () => {
    const codes = new Set(INDIAN_STATES.map((s) => s.code));
    const seen = new Set<number>();
    for (const [from, to, state] of PIN_PREFIX_RANGES) {
      expect(codes.has(state), state).toBe(true);
      for (let prefix = from; prefix <= to; prefix++) {
        expect(seen.has(prefix), String(prefix)).toBe(false);
        seen.add(prefix);
      }
    }
    // Every union territory whose towns sit under a neighbour's prefix is listed by PIN.
    const exceptions = new Set(['DH', 'LD', 'PY']);
    for (const [pin, [, state]] of Object.entries(HEAD_OFFICE_PINS)) {
      expect(codes.has(state), pin).toBe(true);
      const byPrefix = PIN_PREFIX_RANGES.find(
        ([from, to]) => Number(pin.slice(0, 3)) >= from && Number(pin.slice(0, 3)) <= to,
      );
      if (!exceptions.has(state)) expect(byPrefix?.[2], pin).toBe(state);
    }
    for (const prefix of Object.keys(CITY_PREFIXES)) expect(seen.has(Number(prefix))).toBe(true);
  });

  it('fills city and state from an Indian PIN, the state alone where the city is unknown', () => {
    expect(geo.postalCode('IN', '400050')).toEqual({
      postalCode: '400050',
      placeName: 'Mumbai',
      adminCode1: 'MH',
      adminName1: 'Maharashtra',
    });
    expect(geo.postalCode('IN', '403601')?.placeName).toBe('Margao');
    expect(geo.postalCode('IN', '396210')).toMatchObject({ placeName: 'Daman', adminCode1: 'DH' });
    expect(geo.postalCode('IN', '413512')).toMatchObject({ placeName: null, adminCode1: 'MH' });
    expect(geo.postalCode('IN', '999999')).toBeNull();
    expect(geo.postalCode('IN', '40005')).toBeNull();
    expect(geo.postalCode('US', '94103')).toBeNull();
  });

  it("lists a city's known PINs and the prefixes that are all of it", () => {
    expect(geo.postalCodesOfCity('IN', 'mumbai').prefixes).toEqual(['400']);
    expect(geo.postalCodesOfCity('IN', 'Noida').items.map((p) => p.postalCode)).toEqual(['201301']);
  });
});
