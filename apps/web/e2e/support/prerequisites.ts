import { existsSync } from 'node:fs';
import path from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the global set-up could not start it (a missing prerequisite, a stale build). */
    sharedJourneyServer: SharedJourneyServer | undefined;
  }
}
