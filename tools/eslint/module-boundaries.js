// @ts-check
/**
 * `vitrine/module-boundaries`: the server's floors, from the declaration in
 * apps/server/src/modules/dependencies.js (given as the rule's options). In the server's product
 * code (tests, test/ and testing.ts files are free to use any module's public API) it refuses:
 * - a module importing a module it does not declare;
 * - platform code (everything under platform/) importing a module, and anything but a composition root (app.ts, server.ts, seed) using a
 *   flow;
 * - a module importing another module's tables: a `*.schema.ts` file belongs to the module whose
 *   folder holds it, and only that module's product code imports it (a schema file may import
 *   another's for a foreign key: the database keeps that reference); nor the aggregate
 *   platform/db/schema/index.ts, which gathers every table for drizzle;
 * - a `*.routes.ts` importing a `*.repository.ts` (routes call services);
 * - on the declaration file itself, a cycle in the declared graph.
 * `pending` lists files not yet brought in line, per check; each is a known debt.
 */
import path from 'node:path';

/**
 * @typedef {{
 *   root: string,
 *   dependencies: Readonly<Record<string, readonly string[]>>,
 *   platformFolders: readonly string[],
 *   flowFolders: readonly string[],
 *   compositionRoots: readonly string[],
 *   declarationFile: string,
 *   pending?: { platform?: readonly string[], schema?: readonly string[], routes?: readonly string[] },
 * }} BoundaryOptions
 */

/** A cycle in the declared graph as a list of modules (first repeated last), or null. */
export function findCycle(/** @type {Readonly<Record<string, readonly string[]>>} */ graph) {
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @returns {string[] | null} */
  const visit = (/** @type {string} */ node) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph[node] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph).sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * What a file (relative to apps/server/src, `/`-separated) is part of.
 * @param {string} relative
 * @param {BoundaryOptions} options
 * @returns {{ kind: 'module' | 'platform' | 'flow' | 'root' | 'other', name: string }}
 */
export function partOf(relative, options) {
  const parts = relative.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return { kind: 'module', name: parts[1] ?? '' };
  if (options.compositionRoots.some((r) => relative === r || relative.startsWith(`${r}/`))) {
    return { kind: 'root', name: relative };
  }
  for (const folder of options.flowFolders) {
    if (relative.startsWith(`${folder}/`)) return { kind: 'flow', name: folder };
  }
  for (const folder of options.platformFolders) {
    if (relative === `${folder}.ts` || relative.startsWith(`${folder}/`)) {
      return { kind: 'platform', name: folder };
    }
  }
  return { kind: 'other', name: relative };
}

/** The schema aggregate drizzle (client and drizzle-kit) reads: every table of every owner. */
export const SCHEMA_AGGREGATE = 'platform/db/schema/index.ts';

/** A table declaration file: a module's `*.schema.ts`, or one of the platform's own tables. */
export const isSchemaFile = (/** @type {string} */ relative) =>
  /\.schema\.ts$/.test(relative) ||
  (relative.startsWith('platform/db/schema/') && relative !== SCHEMA_AGGREGATE);

/** The module owning a `*.schema.ts` (the folder under modules/ holding it), or undefined. */
export const schemaOwner = (/** @type {string} */ relative) =>
  /^modules\/([\w-]+)\/.*\.schema\.ts$/.exec(relative)?.[1];

const isFreeFile = (/** @type {string} */ relative) =>
  /\.test\.ts$/.test(relative) ||
  /(^|\/)testing\.ts$/.test(relative) ||
  relative.startsWith('test/');

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Server modules and the platform import only what dependencies.js allows.',
    },
    schema: false,
  },
  create(context) {
    const options = /** @type {BoundaryOptions} */ (context.options[0]);
    const srcDir = path.join(options.root, 'apps/server/src');
    const relative = path.relative(srcDir, context.filename).split(path.sep).join('/');
    if (relative.startsWith('..') || isFreeFile(relative)) return {};
    const from = partOf(relative, options);
    const pending = options.pending ?? {};
    const deps = options.dependencies;

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(srcDir, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) return;
      /** @param {string} message @param {keyof NonNullable<BoundaryOptions['pending']>} [debt] */
      const report = (message, debt) => {
        if (debt && (pending[debt] ?? []).includes(relative)) return;
        context.report({ node, message });
      };

      if (/\.routes\.ts$/.test(relative) && /\.repository\.ts$/.test(target)) {
        report('A route calls its module’s service, never a repository.', 'routes');
      }
      // Tables reference each other by foreign key: the database holds that reference.
      if (isSchemaFile(relative) && isSchemaFile(target)) return;
      const owner = schemaOwner(target);
      if (from.kind === 'module' && owner && owner !== from.name) {
        report(`${target} belongs to modules/${owner}: use it through its index.ts.`, 'schema');
        return;
      }
      if (from.kind === 'module' && target === SCHEMA_AGGREGATE) {
        report(
          `${SCHEMA_AGGREGATE} gathers every module's tables for drizzle: import your own *.schema.ts.`,
          'schema',
        );
      }

      const to = partOf(target, options);
      if (to.kind === 'flow' && from.kind !== 'root' && from.kind !== 'flow') {
        report('Only composition roots (app.ts, server.ts, seed) use a flow.');
      }
      if (to.kind !== 'module' || to.name === from.name) return;
      if (from.kind === 'platform') {
        report(
          `The platform imports no module: take modules/${to.name} as a port given when the app is wired.`,
          'platform',
        );
      }
      if (from.kind === 'module' && !(deps[from.name] ?? []).includes(to.name)) {
        report(
          `modules/${from.name} does not declare modules/${to.name} in apps/server/src/modules/dependencies.js.`,
        );
      }
    };

    return {
      Program(node) {
        if (relative !== options.declarationFile) return;
        const cycle = findCycle(deps);
        if (cycle) {
          context.report({ node, message: `The module graph has a cycle: ${cycle.join(' -> ')}.` });
        }
        for (const [module, allowed] of Object.entries(deps)) {
          for (const other of allowed) {
            if (!(other in deps)) {
              context.report({
                node,
                message: `modules/${module} declares an unknown module ${other}.`,
              });
            }
          }
        }
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
