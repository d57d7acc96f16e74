import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { useGetProfileQuery } from '../features/profile/api/get-profile.ts';
import { MoneyPreferencesProvider } from '../lib/money-format.tsx';

/**
 * The signed-in profile's currency and locale for every amount the app writes
 * (lib/money-format.tsx); visitors get en-IN and INR. Changing them on the settings page
 * invalidates the profile, so amounts follow at once.
 */
export function MoneyPreferences({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const profile = useGetProfileQuery(undefined, { skip: status !== 'signedIn' });
  const data = status === 'signedIn' ? profile.data : undefined;
  return (
    <MoneyPreferencesProvider
      preferences={{ locale: data?.locale ?? null, currency: data?.currency ?? null }}
    >
      {children}
    </MoneyPreferencesProvider>
  );
}
