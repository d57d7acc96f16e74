import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import {
  MoneyPreferencesContext,
  type MoneyPreferences as Preferences,
} from '../lib/money-preferences.tsx';

const MoneyPreferencesLoader = lazy(() => import('./money-preferences-loader.tsx'));
const defaults: Preferences = { locale: null, currency: null, rates: null };

/**
 * The signed-in profile's currency and locale for every amount the app writes
 * (lib/money-format.ts, lib/amount-in-words.ts); visitors get en-IN and INR. Screens render at
 * once with the defaults; the preferences follow when the profile answers.
 */
export function MoneyPreferences({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [loaded, setLoaded] = useState<Preferences>(defaults);
  const signedIn = status === 'signedIn';
  return (
    <MoneyPreferencesContext value={signedIn ? loaded : defaults}>
      {signedIn ? (
        <Suspense fallback={null}>
          <MoneyPreferencesLoader onLoaded={setLoaded} />
        </Suspense>
      ) : null}
      {children}
    </MoneyPreferencesContext>
  );
}
