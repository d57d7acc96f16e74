import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppStore } from './app/store.ts';
import { authStateAtStart } from './features/auth/state/auth-slice.ts';
import { installGlobalErrorHandlers } from './lib/chunk-errors.ts';
import { keepFirstScreen } from './components/first-screen-fallback.tsx';
import { readStoredToken } from './lib/token-storage.ts';
import './app/styles.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
keepFirstScreen(container);

const store = createAppStore({ preloadedState: { auth: authStateAtStart(readStoredToken()) } });
// The first render as a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task (docs/performance.md, bench:web).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
