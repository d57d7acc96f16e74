import { AppRouter } from './app-router.tsx';
import { ConnectionGate } from './connection-gate.tsx';
import { MoneyPreferences } from './money-preferences.tsx';
import { RealtimeLimitGate } from './realtime-limit-gate.tsx';
import { AppProviders } from './providers.tsx';
import { SessionGate } from './session-gate.tsx';
import type { AppStore } from './store.ts';

/** The whole app: providers, the offline screen, the session check, the viewer's money preferences, then the routes (and the paused-live-updates notice). */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <ConnectionGate>
        <SessionGate>
          <MoneyPreferences>
            <AppRouter />
            <RealtimeLimitGate />
          </MoneyPreferences>
        </SessionGate>
      </ConnectionGate>
    </AppProviders>
  );
}
