import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ActionFeedbackProvider } from '../components/action-feedback.tsx';
import { AppErrorBoundary } from '../components/app-error-boundary.tsx';
import type { AppStore } from './store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

type AppProvidersProps = { store: AppStore; children: ReactNode };

/**
 * Everything screens rely on: the error boundary outermost (its fallback needs nothing
 * below it), then the Redux store, then Mantine's theme, then the confirmations of actions. The app is light-only for now, so
 * every colour pair has been checked against WCAG AA.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <AppErrorBoundary>
      <Provider store={store}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
        >
          <ActionFeedbackProvider>{children}</ActionFeedbackProvider>
        </MantineProvider>
      </Provider>
    </AppErrorBoundary>
  );
}
