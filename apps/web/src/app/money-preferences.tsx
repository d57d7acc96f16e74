import type { ReactNode } from 'react';
import { z } from 'zod';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { api } from '../lib/api.ts';
import { MoneyPreferencesProvider } from '../lib/money-preferences.tsx';

/** Only the two fields the shell needs, so the first screen does not load the full contracts. */
const preferencesSchema = z.object({
  locale: z.string().nullable(),
  currency: z.string().nullable(),
});
type Preferences = z.infer<typeof preferencesSchema>;

const preferencesApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/profile, its currency and locale; a profile change (the Profile tag) refreshes it. */
    getMoneyPreferences: build.query<Preferences, void>({
      query: () => ({ url: '/v1/user/profile' }),
      transformResponse: (answer: unknown) => {
        const parsed = preferencesSchema.safeParse(answer);
        return parsed.success ? parsed.data : { locale: null, currency: null };
      },
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

/**
 * The signed-in profile's currency and locale for every amount the app writes
 * (lib/money-format.ts, lib/amount-in-words.ts); visitors get en-IN and INR.
 */
export function MoneyPreferences({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const preferences = preferencesApi.useGetMoneyPreferencesQuery(undefined, {
    skip: status !== 'signedIn',
  });
  const data = status === 'signedIn' ? preferences.data : undefined;
  return (
    <MoneyPreferencesProvider
      preferences={{ locale: data?.locale ?? null, currency: data?.currency ?? null }}
    >
      {children}
    </MoneyPreferencesProvider>
  );
}
