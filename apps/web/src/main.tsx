import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppStore } from './app/store.ts';
import { installGlobalErrorHandlers } from './lib/chunk-errors.ts';
import './app/styles.css';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);
