import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { currentDecision } from '../../../../scripts/web-build.ts';
import { seedDemoTemplate, startDemoServer } from './demo-server.ts';
import { CHROMIUM_ARGS, chromiumPath, missingPrerequisite } from './prerequisites.ts';

/**
 * The e2e project's global set-up, once per run:
 * - the demo data, seeded once into a template (a database and a data folder) that every
 *   journey server starts from a copy of (`demoTemplate`);
 * - one server started from it, for the journeys declared with `describeSharedJourney` (those
 *   that change nothing another of them reads); its output goes to a file, which a failed
 *   journey prints (`sharedJourneyServer`);
 * - one headless Chromium, which every journey connects to and opens its own contexts in
 *   (`journeyBrowser`).
 * Nothing is started when the journeys cannot run (describeJourney then skips them, or fails
 * them in CI).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  project.provide('demoTemplate', undefined);
  project.provide('sharedJourneyServer', undefined);
  project.provide('journeyBrowser', undefined);
  if (missingPrerequisite() || currentDecision().build) return;
  const done: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const step of done.reverse()) await step().catch(() => {});
  };
  try {
    const browserServer = await chromium.launchServer({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    });
    done.push(() => browserServer.close());
    project.provide('journeyBrowser', { wsEndpoint: browserServer.wsEndpoint() });
    const { template, drop } = await seedDemoTemplate();
    done.push(drop);
    project.provide('demoTemplate', template);
    let logFile = '';
    const { server, stop } = await startDemoServer(
      template,
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
    done.push(stop);
    project.provide('sharedJourneyServer', { url: server.url, logFile });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
