import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names. */
const SLOWEST_SHOWN = 10;

/**
 * Ends every run with one plain line, 'vitest: N passed, N failed, N skipped', that CI reads,
 * after the run's slowest test files (their tests, hooks and imports), where CI's minutes go.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ) {
    // An error outside any test (a bad config, a crash) fails the run too.
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
    }
    const slowest = testModules
      .map((module) => {
        const { duration, collectDuration, setupDuration } = module.diagnostic();
        return {
          name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`,
          seconds: (duration + collectDuration + setupDuration) / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 1) {
      console.log(`\nslowest test files (tests, hooks and imports):`);
      for (const { name, seconds } of slowest)
        console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
    }
    console.log(
      `\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
