import { useEffect } from 'react';
import { api } from '../lib/api.ts';

type Preferences = { locale: string | null; currency: string | null };

/** Only the two fields amounts need, checked by hand; anything else reads as the defaults. */
function preferencesOf(answer: unknown): Preferences {
  const { locale, currency } = (answer ?? {}) as Record<string, unknown>;
  return {
    locale: typeof locale === 'string' ? locale : null,
    currency: typeof currency === 'string' ? currency : null,
  };
}

const preferencesApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/profile, its currency and locale; a profile change (the Profile tag) refreshes it. */
    getMoneyPreferences: build.query<Preferences, void>({
      query: () => ({ url: '/v1/user/profile' }),
      transformResponse: preferencesOf,
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

/**
 * Loaded lazily by MoneyPreferences once someone is signed in (the API client is not part of the
 * first screen): reads the profile's currency and locale and hands them up.
 */
export default function MoneyPreferencesLoader({
  onLoaded,
}: {
  onLoaded: (preferences: Preferences) => void;
}) {
  const { data } = preferencesApi.useGetMoneyPreferencesQuery();
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);
  return null;
}
