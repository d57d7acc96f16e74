import { exchangeRatesSchema, type ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import type { MoneyPreferences } from '../lib/money-preferences.tsx';

type Profile = Omit<MoneyPreferences, 'rates'>;

/** Only the two fields amounts need, checked by hand; anything else reads as the defaults. */
function preferencesOf(answer: unknown): Profile {
  const { locale, currency } = (answer ?? {}) as Record<string, unknown>;
  return {
    locale: typeof locale === 'string' ? locale : null,
    currency: typeof currency === 'string' ? currency : null,
  };
}

const preferencesApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/profile, its currency and locale; a profile change (the Profile tag) refreshes it. */
    getMoneyPreferences: build.query<Profile, void>({
      query: () => ({ url: '/v1/user/profile' }),
      transformResponse: preferencesOf,
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
    /** GET /exchange-rates; an answer of another shape counts as none (prices then stand alone). */
    getExchangeRates: build.query<ExchangeRates | null, void>({
      query: () => ({ url: '/v1/exchange-rates' }),
      transformResponse: (answer: unknown) => exchangeRatesSchema.safeParse(answer).data ?? null,
    }),
  }),
});

/**
 * Loaded lazily by MoneyPreferences once someone is signed in (the API client is not part of the
 * first screen): reads the profile's currency and locale, and the exchange rates when that
 * currency is not the one prices are charged in, and hands them up.
 */
export default function MoneyPreferencesLoader({
  onLoaded,
}: {
  onLoaded: (preferences: MoneyPreferences) => void;
}) {
  const { data } = preferencesApi.useGetMoneyPreferencesQuery();
  const foreign = Boolean(data?.currency && data.currency !== 'INR');
  const rates = preferencesApi.useGetExchangeRatesQuery(undefined, { skip: !foreign });
  useEffect(() => {
    if (data) onLoaded({ ...data, rates: foreign ? (rates.data ?? null) : null });
  }, [data, foreign, rates.data, onLoaded]);
  return null;
}
