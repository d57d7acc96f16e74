import { defineConfig } from 'vitest/config';

// One run, two groups: unit, API and web tests first (group 0), then the browser journeys
// (group 1), one Chromium at a time. `npm run test:unit` runs group 0 alone.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Names the run and drops the workers' shared apps' databases after it (test-app.ts).
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.spec.ts'],
          // One server with the demo data for the journeys that share it (describeSharedJourney).
          globalSetup: ['./apps/web/e2e/support/shared-server.ts'],
          environment: 'node',
          maxWorkers: 1,
          fileParallelism: false,
          // One worker runs the files one after another with the modules they import loaded
          // once (Playwright, the harness, the server's code), not again for every file; no
          // journey keeps state in a module (each starts, and ends, what it uses).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
