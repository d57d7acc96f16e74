import { Autocomplete, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRY_CODES } from '@vitrine/contracts/account';
import { useMemo } from 'react';
import { useGetCities } from '../api/get-cities.ts';
import { useGetCountriesQuery } from '../api/get-countries.ts';
import { useGetStatesQuery } from '../api/get-states.ts';
import { useLazyLookupPostalCodeQuery } from '../api/lookup-postal-code.ts';

export type PlaceValues = { country: string; state: string; city: string; postalCode: string };

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Until (or unless) /geo/countries answers, the country list the contracts know. */
const localCountries = COUNTRY_CODES.map((code) => ({
  value: code,
  label: regionNames.of(code) ?? code,
})).sort((a, b) => a.label.localeCompare(b.label));

/** A PIN as the form takes it: six digits, the first not zero. */
const isIndianPin = (value: string) => /^[1-9]\d{5}$/.test(value.replace(/\s/g, ''));

/**
 * Where the address is: country → state → city, each list from the geography lookups (a
 * country without states here takes state and city as free text; a city not listed can be
 * typed). For India, a 6-digit PIN fills the state, and the city where the PIN says it.
 */
export function AddressPlaceFields<T extends PlaceValues>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const place = form.getValues() as PlaceValues;
  const { country, state } = place;
  const countries = useGetCountriesQuery();
  const states = useGetStatesQuery(country, { skip: !country });
  const stateItems = states.data?.items ?? [];
  const adminCode1 = stateItems.find((s) => s.name === state)?.adminCode1;
  const cities = useGetCities(country, adminCode1);
  const [lookupPostalCode] = useLazyLookupPostalCodeQuery();
  const set = (values: Partial<PlaceValues>) => form.setValues(values as Partial<T>);

  const countryOptions = useMemo(
    () => countries.data?.items.map((c) => ({ value: c.code, label: c.name })) ?? localCountries,
    [countries.data],
  );

  const postalCodeProps = form.getInputProps('postalCode');
  const onPostalCode = async (value: string) => {
    set({ postalCode: value });
    if (country !== 'IN' || !isIndianPin(value)) return;
    const found = await lookupPostalCode({ countryCode: 'IN', postalCode: value }, true)
      .unwrap()
      .catch(() => null);
    // Only if the PIN is still the one typed: a later keystroke wins.
    if (!found || (form.getValues() as PlaceValues).postalCode !== value) return;
    set({ state: found.adminName1, ...(found.placeName ? { city: found.placeName } : {}) });
  };

  return (
    <>
      <Select
        label="Country"
        data={countryOptions}
        searchable
        allowDeselect={false}
        required
        autoComplete="country"
        {...form.getInputProps('country')}
        onChange={(value) => set({ country: value ?? '', state: '', city: '' })}
      />
      {stateItems.length > 0 ? (
        <Select
          label="State"
          data={stateItems.map((s) => s.name)}
          searchable
          required
          autoComplete="address-level1"
          {...form.getInputProps('state')}
          onChange={(value) => set({ state: value ?? '', city: '' })}
        />
      ) : (
        <TextInput
          label="State"
          autoComplete="address-level1"
          required
          {...form.getInputProps('state')}
        />
      )}
      <Autocomplete
        label="City"
        data={cities}
        autoComplete="address-level2"
        required
        {...form.getInputProps('city')}
      />
      <TextInput
        label="Postal code"
        autoComplete="postal-code"
        inputMode={country === 'IN' ? 'numeric' : undefined}
        description={country === 'IN' ? 'A 6-digit PIN fills the state and city' : undefined}
        required
        {...postalCodeProps}
        onChange={(event) => void onPostalCode(event.currentTarget.value)}
      />
    </>
  );
}
