import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = import.meta.dirname;

/**
 * The pattern that misleads V8 in the server: one place in the code first makes objects that
 * live (a start-up building its definitions), then, for ever after, objects that die at once (a
 * request's). With `--trace-pretenuring-statistics` V8 prints each decision it weighs about such
 * a place ("undecided => maybe tenure", "maybe tenure => tenure", …), the decision to allocate
 * its objects in the old generation or not.
 */
const marker = 'workload starts';
const workload = `
  const make = (i) => ({ a: i, b: [i, i + 1], c: { d: i } });
  let kept = [];
  for (let i = 0; i < 1e6; i++) kept.push(make(i));
  kept = null;
  let last;
  for (let i = 0; i < 2e6; i++) last = make(i);
  if (last.a !== 2e6 - 1) throw new Error('the workload did not run');
`;

/**
 * The pretenuring decisions V8 weighed in a process while it ran `workload` after `prelude`.
 * Only those printed after the prelude count: the process's own start (tsx's loader, on its
 * thread) may weigh some before it. V8 writes each trace line out at once, so a line before the
 * marker was weighed before it.
 */
async function pretenuringDecisions(prelude: string) {
  const { stdout } = await run(
    process.execPath,
    [
      '--trace-pretenuring-statistics',
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `${prelude}\nprocess.stdout.write('${marker}\\n');\n${workload}`,
    ],
    { cwd: here, maxBuffer: 64 * 1024 * 1024 },
  );
  const lines = stdout.split('\n');
  const start = lines.indexOf(marker);
  expect(start, 'the marker line').toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1).filter((line) => line.includes('pretenuring: AllocationSite'))
    .length;
}

describe('the server process V8 flags', () => {
  it('keep V8 from allocating short-lived objects in the old generation', async () => {
    // Without the flags V8 weighs tenuring the place that made them...
    expect(await pretenuringDecisions('')).toBeGreaterThan(0);
    // ...and with them, set at run time as the server sets them, it weighs nothing of the kind.
    expect(await pretenuringDecisions(`await import('./gc-flags.ts');`)).toBe(0);
  });

  it('are set by the server entry before any other module loads', () => {
    const entry = readFileSync(path.join(here, '../server.ts'), 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './platform/gc-flags.ts';");
  });
});
