import { COUNTRY_CODES } from '@vitrine/contracts/account';
import type { GeoCountry, GeoPostalCode, GeoState } from '@vitrine/contracts/geo';
import { CITY_PREFIXES, HEAD_OFFICE_PINS, INDIAN_STATES, PIN_PREFIX_RANGES } from './india.ts';

/**
 * The geography lookups, built once at start from the data shipped with the app (no I/O at
 * request time): countries from the ISO 3166-1 codes libphonenumber-js knows, named by
 * Intl.DisplayNames; India's states, cities and PINs from india.ts. Other countries have no
 * states here: the address form takes their state and city as free text.
 */
export type GeoData = {
  countries: () => GeoCountry[];
  states: (countryCode: string) => GeoState[];
  cities: (countryCode: string, adminCode1: string) => Array<{ name: string }>;
  /** A postal code's place, or null when the code is not one this data resolves. */
  postalCode: (countryCode: string, postalCode: string) => GeoPostalCode | null;
  postalCodesOfCity: (
    countryCode: string,
    city: string,
  ) => { items: GeoPostalCode[]; prefixes: string[] };
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export function createGeoData(): GeoData {
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countries: GeoCountry[] = COUNTRY_CODES.map((code) => ({
    code,
    name: regionNames.of(code) ?? code,
    hasStates: code === 'IN',
  })).sort(byName);

  const stateNames = new Map(INDIAN_STATES.map((state) => [state.code, state.name]));
  const indianStates: GeoState[] = INDIAN_STATES.map(({ code, name }) => ({
    adminCode1: code,
    name,
  })).sort(byName);

  // PIN prefix → state code, one slot per three-digit prefix.
  const prefixState = new Array<string | undefined>(1000);
  for (const [from, to, state] of PIN_PREFIX_RANGES) {
    for (let prefix = from; prefix <= to; prefix++) prefixState[prefix] = state;
  }

  const place = (postalCode: string, city: string | null, state: string): GeoPostalCode => ({
    postalCode,
    placeName: city,
    adminCode1: state,
    adminName1: stateNames.get(state) ?? state,
  });

  // Cities per state: the major cities listed, with every city the PIN tables name.
  const citiesByState = new Map<string, Set<string>>(
    INDIAN_STATES.map((state) => [state.code, new Set(state.cities)]),
  );
  const pinsByCity = new Map<string, GeoPostalCode[]>();
  const prefixesByCity = new Map<string, string[]>();
  const cityKey = (city: string) => city.trim().toLowerCase();
  for (const [pin, [city, state]] of Object.entries(HEAD_OFFICE_PINS)) {
    citiesByState.get(state)?.add(city);
    const list = pinsByCity.get(cityKey(city)) ?? [];
    list.push(place(pin, city, state));
    pinsByCity.set(cityKey(city), list);
  }
  for (const [prefix, city] of Object.entries(CITY_PREFIXES)) {
    const state = prefixState[Number(prefix)];
    if (state) citiesByState.get(state)?.add(city);
    const list = prefixesByCity.get(cityKey(city)) ?? [];
    list.push(prefix);
    prefixesByCity.set(cityKey(city), list);
  }
  const citiesOf = new Map(
    [...citiesByState].map(([state, names]) => [
      state,
      [...names].map((name) => ({ name })).sort(byName),
    ]),
  );

  return {
    countries: () => countries,
    states: (countryCode) => (countryCode === 'IN' ? indianStates : []),
    cities: (countryCode, adminCode1) =>
      countryCode === 'IN' ? (citiesOf.get(adminCode1) ?? []) : [],
    postalCode: (countryCode, postalCode) => {
      if (countryCode !== 'IN') return null;
      const pin = postalCode.replace(/\s/g, '');
      if (!/^[1-9]\d{5}$/.test(pin)) return null;
      const known = HEAD_OFFICE_PINS[pin];
      if (known) return place(pin, known[0], known[1]);
      const prefix = pin.slice(0, 3);
      const state = prefixState[Number(prefix)];
      return state ? place(pin, CITY_PREFIXES[prefix] ?? null, state) : null;
    },
    postalCodesOfCity: (countryCode, city) =>
      countryCode === 'IN'
        ? {
            items: pinsByCity.get(cityKey(city)) ?? [],
            prefixes: prefixesByCity.get(cityKey(city)) ?? [],
          }
        : { items: [], prefixes: [] },
  };
}
