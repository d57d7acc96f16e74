/**
 * Builds the web app into apps/web/dist (`npm run build`), or with `--if-changed` only when what
 * it is built from changed since the last build (`npm start`, `npm test`): the web app's sources
 * and config, the contracts it imports, and the lockfile and root config that fix the tools and
 * libraries. Each input's hash is stored beside the build (apps/web/dist/.build-inputs.json,
 * written after a build succeeds; Vite empties dist when a build starts, so a failed build leaves
 * none). One line says which it did and why.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** What the build is made from, relative to the repository: folders and single files. */
export const BUILD_INPUTS = [
  'apps/web',
  'packages/contracts',
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
] as const;

/** Never part of what the build reads: installed packages, its own output, tests. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'e2e']);
const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

export const STAMP_FILE = '.build-inputs.json';

export type InputHashes = Record<string, string>;

/** Every file of a folder that the build may read, sorted. */
function filesOf(absolute: string): string[] {
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(absolute, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesOf(full);
      return entry.isFile() && !isTest(entry.name) ? [full] : [];
    })
    .sort();
}

/** One hash per input: its files' paths and contents (a renamed file changes it too). */
export function hashInputs(repositoryRoot: string = root): InputHashes {
  return Object.fromEntries(
    BUILD_INPUTS.map((input) => {
      const absolute = path.join(repositoryRoot, input);
      const hash = createHash('sha256');
      const files = !existsSync(absolute)
        ? []
        : statSync(absolute).isDirectory()
          ? filesOf(absolute)
          : [absolute];
      for (const file of files) {
        hash.update(path.relative(repositoryRoot, file)).update('\0');
        hash.update(readFileSync(file)).update('\0');
      }
      return [input, hash.digest('hex')];
    }),
  );
}

export type BuildDecision = { build: boolean; reason: string };

const listed = (names: string[]) =>
  names.length === 1
    ? names[0]!
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Whether the web app must be built: when there is no build, when the build left no record of
 * its inputs, or when an input differs from that record.
 */
export function decideBuild(input: {
  built: boolean;
  previous: InputHashes | undefined;
  current: InputHashes;
}): BuildDecision {
  if (!input.built) return { build: true, reason: 'no earlier build in apps/web/dist' };
  if (!input.previous) {
    return { build: true, reason: 'the last build left no record of what it was built from' };
  }
  const changed = Object.keys(input.current).filter(
    (name) => input.previous![name] !== input.current[name],
  );
  if (changed.length > 0) {
    return { build: true, reason: `${listed(changed)} changed since the last build` };
  }
  return {
    build: false,
    reason: `${listed(Object.keys(input.current))} are as they were at the last build`,
  };
}

/** The line `npm start` and `npm test` print. */
export const decisionLine = (decision: BuildDecision) =>
  decision.build
    ? `web app: building (${decision.reason})`
    : `web app: up to date, not rebuilding (${decision.reason})`;

function readStamp(dist: string): InputHashes | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dist, STAMP_FILE), 'utf8')) as {
      inputs?: InputHashes;
    };
    return stamp.inputs;
  } catch {
    return undefined;
  }
}

/** The decision for the build in `repositoryRoot`/apps/web/dist as it is now. */
export function currentDecision(repositoryRoot: string = root): BuildDecision & {
  inputs: InputHashes;
} {
  const dist = path.join(repositoryRoot, 'apps/web/dist');
  const inputs = hashInputs(repositoryRoot);
  const decision = decideBuild({
    built: existsSync(path.join(dist, 'index.html')),
    previous: readStamp(dist),
    current: inputs,
  });
  return { ...decision, inputs };
}

/**
 * Builds when asked to, or with `ifChanged` only when the decision says so; logs the one line,
 * and after a successful build stores the inputs' hashes taken before it (a file changed during
 * the build makes the next start build again). Answers the exit status.
 */
export function runWebBuild(options: {
  repositoryRoot: string;
  ifChanged: boolean;
  /** Runs the web app's build (vite, compression, bundle budgets); answers its exit status. */
  build: () => number;
  log: (line: string) => void;
}): number {
  const decision = currentDecision(options.repositoryRoot);
  if (options.ifChanged && !decision.build) {
    options.log(decisionLine(decision));
    return 0;
  }
  options.log(options.ifChanged ? decisionLine(decision) : 'web app: building');
  const status = options.build();
  if (status !== 0) return status;
  writeFileSync(
    path.join(options.repositoryRoot, 'apps/web/dist', STAMP_FILE),
    `${JSON.stringify({ inputs: decision.inputs }, null, 2)}\n`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runWebBuild({
    repositoryRoot: root,
    ifChanged: process.argv.includes('--if-changed'),
    build: () =>
      spawnSync('npm', ['run', 'build', '--silent', '-w', 'apps/web'], {
        cwd: root,
        stdio: 'inherit',
      }).status ?? 1,
    log: (line) => console.log(line),
  });
}
