import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The runtime the suite runs on. CI runs the unit, API and web tests twice: on the machine's
 * Node 20 and on Node 24 from the `node` npm package (`scripts/node24.sh`), with
 * VITRINE_EXPECT_NODE_MAJOR saying which one that pass must be on, so a pass that silently ran on
 * the other Node fails.
 */
const root = path.resolve(import.meta.dirname, '..');
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

describe('the Node the suite runs on', () => {
  it('satisfies the engines range of package.json', () => {
    const [minMajor, minMinor] = rootPackage.engines.node.replace('>=', '').split('.').map(Number);
    const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(Number);
    expect(rootPackage.engines.node).toMatch(/^>=\d+\.\d+$/);
    expect(nodeMajor! > minMajor! || (nodeMajor === minMajor && nodeMinor! >= minMinor!)).toBe(
      true,
    );
  });

  it('is the one this pass asked for, in the tests and in every process they start', () => {
    // Servers started by tests use process.execPath; scripts and tools find `node` on the PATH.
    const onPath = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(onPath).toBe(process.version);
    const expected = process.env.VITRINE_EXPECT_NODE_MAJOR;
    if (expected) expect(major(process.version)).toBe(Number(expected));
  });

  it('is never replaced by a `node` package among the project’s own dependencies', () => {
    // npm puts node_modules/.bin first on every script's PATH: a `node` there would run
    // `npm test` and `npm start` on that Node instead of the machine's.
    expect(rootPackage.dependencies?.node).toBeUndefined();
    expect(rootPackage.devDependencies?.node).toBeUndefined();
    expect(existsSync(path.join(root, 'node_modules/.bin/node'))).toBe(false);
  });
});
