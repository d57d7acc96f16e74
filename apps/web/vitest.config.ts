import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Projects of one group must share maxWorkers (vitest 4).
    maxWorkers: 2,
    // jsdom renders are slow on a busy two-core machine; 5 s flakes there.
    testTimeout: 20_000,
    sequence: { groupOrder: 0 },
  },
});
