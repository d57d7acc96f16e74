import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The viewer's preferences for amounts: the profile's locale (the server keeps only the 26 of
 * spec §9) and currency; null for the defaults. Kept apart from the formatters so the app shell
 * can provide them without loading the words tables.
 */
export type MoneyPreferences = { locale: string | null; currency: string | null };

const MoneyPreferencesContext = createContext<MoneyPreferences>({ locale: null, currency: null });

/** Given by the app from the signed-in profile; without it, en-IN and INR. */
export function MoneyPreferencesProvider({
  preferences,
  children,
}: {
  preferences: MoneyPreferences;
  children: ReactNode;
}) {
  const { locale, currency } = preferences;
  const value = useMemo(() => ({ locale, currency }), [locale, currency]);
  return (
    <MoneyPreferencesContext.Provider value={value}>{children}</MoneyPreferencesContext.Provider>
  );
}

export const useMoneyPreferences = () => useContext(MoneyPreferencesContext);
