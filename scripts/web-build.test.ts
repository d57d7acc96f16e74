import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideBuild, decisionLine, hashInputs, runWebBuild, STAMP_FILE } from './web-build.ts';

/** A repository with the shape the web build reads, in a scratch folder. */
let repo: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'vitrine-web-build-'));
  write('package.json', '{"name":"vitrine"}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/src/main.tsx', 'console.log("shop");');
  write('apps/web/src/main.test.tsx', 'it("works", () => {});');
  write('apps/web/e2e/journey.spec.ts', 'journey();');
  write('apps/web/node_modules/lib/index.js', 'lib();');
  write('packages/contracts/src/shops.ts', 'export const shop = 1;');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

/** A fake `vite build`: writes dist/index.html, counts its runs. */
function builder() {
  const runs = { count: 0 };
  const build = () => {
    runs.count += 1;
    write('apps/web/dist/index.html', `<html>${runs.count}</html>`);
    return 0;
  };
  return { runs, build };
}

describe('what the web build is made from (hashInputs)', () => {
  it('changes with a source, the contracts or the lockfile, each on its own', () => {
    const before = hashInputs(repo);
    write('apps/web/src/main.tsx', 'console.log("shops");');
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    const after = hashInputs(repo);
    expect(after['apps/web']).not.toBe(before['apps/web']);
    expect(after['package-lock.json']).not.toBe(before['package-lock.json']);
    expect(after['packages/contracts']).toBe(before['packages/contracts']);
  });

  it('ignores tests, browser journeys, installed packages and the build itself', () => {
    const before = hashInputs(repo);
    write('apps/web/src/main.test.tsx', 'it("still works", () => {});');
    write('apps/web/e2e/journey.spec.ts', 'anotherJourney();');
    write('apps/web/node_modules/lib/index.js', 'lib2();');
    write('apps/web/dist/index.html', '<html></html>');
    expect(hashInputs(repo)).toEqual(before);
  });

  it('notices a renamed or a new file', () => {
    const before = hashInputs(repo)['apps/web'];
    write('apps/web/src/extra.ts', '');
    expect(hashInputs(repo)['apps/web']).not.toBe(before);
  });
});

describe('whether to build (decideBuild)', () => {
  const current = { 'apps/web': 'a', 'packages/contracts': 'b', 'package-lock.json': 'c' };

  it('builds when there is no build or no record of its inputs', () => {
    expect(decideBuild({ built: false, previous: current, current })).toEqual({
      build: true,
      reason: 'no earlier build in apps/web/dist',
    });
    expect(decideBuild({ built: true, previous: undefined, current }).build).toBe(true);
  });

  it('builds when an input changed, naming it', () => {
    const previous = { ...current, 'packages/contracts': 'old', 'package-lock.json': 'old' };
    expect(decideBuild({ built: true, previous, current })).toEqual({
      build: true,
      reason: 'packages/contracts and package-lock.json changed since the last build',
    });
  });

  it('does not build when every input is as it was', () => {
    const decision = decideBuild({ built: true, previous: { ...current }, current });
    expect(decision.build).toBe(false);
    expect(decisionLine(decision)).toBe(
      'web app: up to date, not rebuilding (apps/web, packages/contracts and package-lock.json are as they were at the last build)',
    );
  });
});

describe('npm start and npm test (runWebBuild --if-changed)', () => {
  it('builds the first time, then only after a change, and says which it did', () => {
    const { runs, build } = builder();
    const lines: string[] = [];
    const run = () =>
      runWebBuild({ repositoryRoot: repo, ifChanged: true, build, log: (l) => lines.push(l) });

    expect(run()).toBe(0);
    expect(runs.count).toBe(1);
    expect(lines.pop()).toBe('web app: building (no earlier build in apps/web/dist)');

    expect(run()).toBe(0);
    expect(runs.count).toBe(1);
    expect(lines.pop()).toMatch(/^web app: up to date, not rebuilding \(apps\/web, /);

    write('packages/contracts/src/shops.ts', 'export const shop = 2;');
    expect(run()).toBe(0);
    expect(runs.count).toBe(2);
    expect(lines.pop()).toBe('web app: building (packages/contracts changed since the last build)');
  });

  it('builds again after a failed build, which leaves no record', () => {
    const lines: string[] = [];
    const failing = () => {
      rmSync(path.join(repo, 'apps/web/dist', STAMP_FILE), { force: true });
      write('apps/web/dist/index.html', '<html>half</html>');
      return 1;
    };
    const log = (l: string) => lines.push(l);
    expect(runWebBuild({ repositoryRoot: repo, ifChanged: true, build: failing, log })).toBe(1);
    const { runs, build } = builder();
    expect(runWebBuild({ repositoryRoot: repo, ifChanged: true, build, log })).toBe(0);
    expect(runs.count).toBe(1);
    expect(lines.pop()).toBe(
      'web app: building (the last build left no record of what it was built from)',
    );
  });

  it('always builds for npm run build (without --if-changed)', () => {
    const { runs, build } = builder();
    const log = () => {};
    runWebBuild({ repositoryRoot: repo, ifChanged: true, build, log });
    runWebBuild({ repositoryRoot: repo, ifChanged: false, build, log });
    expect(runs.count).toBe(2);
  });
});

describe('the package scripts', () => {
  const scripts = (
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  it('build the web app only when it changed before starting, testing or measuring it', () => {
    for (const name of ['start', 'test', 'test:e2e', 'bench:web']) {
      expect(scripts[name], name).toMatch(/^npm run build:if-changed --silent && /);
    }
    expect(scripts['build:if-changed']).toBe('tsx scripts/web-build.ts --if-changed');
    expect(scripts.build).toBe('tsx scripts/web-build.ts');
  });
});
