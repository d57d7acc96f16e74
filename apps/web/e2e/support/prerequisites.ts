import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DemoTemplate } from './demo-server.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The journeys' Chromium flags (headless). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const webDist = path.resolve(import.meta.dirname, '../../dist/index.html');

/** Why the browser journeys cannot run here, or undefined when they can. In CI nothing may be missing. */
export function missingPrerequisite(): string | undefined {
  if (!existsSync(chromiumPath)) return `Chromium at ${chromiumPath} (apt-get install chromium)`;
  if (!existsSync(webDist)) return `the built web app at ${webDist} (npm run build)`;
  return undefined;
}

/** What a journey needs of its server. */
export type JourneyServer = { url: string; output: () => string };

/** The shared journeys' server, as the e2e project's global set-up hands it to the test files. */
export type SharedJourneyServer = { url: string; logFile: string };

// What the e2e project's global set-up (shared-server.ts) hands to the test files. Each is
// absent when it could not be started (a missing prerequisite, a stale build).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's demo data, seeded once, that every journey server starts from a copy of. */
    demoTemplate: DemoTemplate | undefined;
    sharedJourneyServer: SharedJourneyServer | undefined;
    /** The run's one Chromium, to connect to. */
    journeyBrowser: { wsEndpoint: string } | undefined;
  }
}
