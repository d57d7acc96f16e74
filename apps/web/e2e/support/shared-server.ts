import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { currentDecision } from '../../../../scripts/web-build.ts';
import { startDemoServer } from './demo-server.ts';
import { missingPrerequisite } from './prerequisites.ts';

/**
 * The e2e project's global set-up: one server with the demo data, started once per run, for
 * the journeys declared with `describeSharedJourney` (those that change nothing another of them
 * reads). Its output goes to a file, which a failed journey prints. Not started when the
 * journeys cannot run (describeJourney then skips them, or fails them in CI).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  project.provide('sharedJourneyServer', undefined);
  if (missingPrerequisite() || currentDecision().build) return;
  let logFile = '';
  const { server, stop } = await startDemoServer(
    {},
    {
      healthyWithinMs: 180_000,
      onStarted: (started, dataDir) => {
        logFile = path.join(dataDir, 'server.log');
        writeFileSync(logFile, '');
        const keep = (chunk: Buffer) => appendFileSync(logFile, chunk);
        started.child.stdout?.on('data', keep);
        started.child.stderr?.on('data', keep);
      },
    },
  );
  project.provide('sharedJourneyServer', { url: server.url, logFile });
  return stop;
}
