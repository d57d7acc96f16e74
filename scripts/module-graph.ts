/**
 * The server's module graph, read from the source (`npm run graph:modules`): which server module
 * imports which, and which platform code (db, lib, plugins, config) imports a module. Product
 * code only: tests, test helpers and testing.ts files may use any module's public API.
 *
 * Prints the edges (with how many files make each), the strongly connected components (a
 * component of more than one node is a cycle) and the back-edges: the edges that run against
 * the declared order (apps/server/src/modules/dependencies.js), or, for an import the
 * declaration does not allow, against an order computed from the graph itself.
 *
 * It also lists what a module's index.ts exports that no code outside the module imports
 * (scripts/index-exports.ts). `--write` also regenerates docs/module-graph.md from the declaration; `--check` exits 1 when
 * the code imports anything the declaration does not allow or has a cycle.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';
import { isSchemaFile } from '../tools/eslint/module-boundaries.js';
import { unusedIndexExports } from './index-exports.ts';
import {
  COMPOSITION_ROOTS,
  FLOW_FOLDERS,
  MODULE_DEPENDENCIES,
  PLATFORM_FOLDERS,
} from '../apps/server/src/modules/dependencies.js';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');

export const MODULE_GRAPH_DOC = path.join(root, 'docs/module-graph.md');

export type Edge = { from: string; to: string; files: string[] };

const isProductFile = (relative: string) =>
  /\.ts$/.test(relative) &&
  !relative.endsWith('.d.ts') &&
  !/\.test\.ts$/.test(relative) &&
  !/(^|\/)testing\.ts$/.test(relative) &&
  !/-test-support\.ts$/.test(relative) &&
  !relative.startsWith('test/');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : walk(full);
    return [full];
  });

/**
 * The node a source file (relative to apps/server/src) belongs to: `modules/<name>` is the
 * module `<name>`; everything under platform/ is the node `platform`; composition roots (app.ts, server.ts, seed) wire
 * modules together and are left out of the graph (so is the schema aggregate,
 * platform/db/schema/index.ts, and a table file's import of another for a foreign key).
 */
export function nodeOf(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? (parts[1] ?? null) : null;
  if (COMPOSITION_ROOTS.some((r) => relative === r || relative.startsWith(`${r}/`))) return null;
  for (const folder of FLOW_FOLDERS) if (relative.startsWith(`${folder}/`)) return folder;
  for (const folder of PLATFORM_FOLDERS) {
    if (relative === `${folder}.ts` || relative.startsWith(`${folder}/`)) return folder;
  }
  return `other:${relative}`;
}

/** The imports between nodes, from `ts.preProcessFile` over every product file of the server. */
export function readModuleGraph(srcDir = serverSrc): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of walk(srcDir)) {
    const relative = path.relative(srcDir, file).split(path.sep).join('/');
    if (!isProductFile(relative)) continue;
    const from = nodeOf(relative);
    if (from === null) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(srcDir, path.resolve(path.dirname(file), fileName));
      if (target.startsWith('..')) continue;
      const targetRelative = target.split(path.sep).join('/');
      // A table's foreign key to another's is the database's reference, not a module's import.
      if (isSchemaFile(relative) && isSchemaFile(targetRelative)) continue;
      const to = nodeOf(targetRelative);
      if (to === null || to === from) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      if (!edge.files.includes(relative)) edge.files.push(relative);
      edges.set(key, edge);
    }
  }
  return [...edges.values()].sort(
    (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
}

/** Tarjan's algorithm: the strongly connected components, each sorted, largest first. */
export function stronglyConnected(nodes: Iterable<string>, edges: { from: string; to: string }[]) {
  const out = new Map<string, string[]>();
  for (const node of nodes) out.set(node, []);
  for (const { from, to } of edges) {
    if (!out.has(from)) out.set(from, []);
    if (!out.has(to)) out.set(to, []);
    out.get(from)!.push(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of out.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...out.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/**
 * An order of the nodes that puts as few imported files as it can on edges pointing backwards
 * (the greedy heuristic of Eades, Lin and Smyth for a minimum feedback arc set): sinks go last,
 * sources first, otherwise the node whose outgoing weight most exceeds its incoming one.
 */
export function floorOrder(edges: Edge[]): string[] {
  const remaining = new Set(edges.flatMap((e) => [e.from, e.to]));
  const weight = (e: Edge) => e.files.length;
  const live = () => edges.filter((e) => remaining.has(e.from) && remaining.has(e.to));
  const head: string[] = [];
  const tail: string[] = [];
  while (remaining.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      const current = live();
      for (const node of [...remaining].sort()) {
        if (!current.some((e) => e.from === node && e.to !== node)) {
          tail.unshift(node);
          remaining.delete(node);
          changed = true;
        } else if (!current.some((e) => e.to === node && e.from !== node)) {
          head.push(node);
          remaining.delete(node);
          changed = true;
        }
        if (changed) break;
      }
    }
    if (remaining.size === 0) break;
    const current = live();
    const score = (node: string) =>
      current.filter((e) => e.from === node).reduce((sum, e) => sum + weight(e), 0) -
      current.filter((e) => e.to === node).reduce((sum, e) => sum + weight(e), 0);
    const best = [...remaining].sort((a, b) => score(b) - score(a) || a.localeCompare(b))[0]!;
    head.push(best);
    remaining.delete(best);
  }
  return [...head, ...tail];
}

/** Every edge the declaration does not allow (platform folders may import no module). */
export function undeclaredEdges(edges: Edge[]): Edge[] {
  return edges.filter((edge) => {
    if (edge.from.startsWith('other:') || edge.to.startsWith('other:')) return true;
    if (FLOW_FOLDERS.includes(edge.to)) return true; // only composition roots use flows
    if (FLOW_FOLDERS.includes(edge.from)) return false; // a flow may use any module
    if (PLATFORM_FOLDERS.includes(edge.to)) return false;
    if (PLATFORM_FOLDERS.includes(edge.from)) return true;
    return !(MODULE_DEPENDENCIES[edge.from] ?? []).includes(edge.to);
  });
}

/** The declared modules as a mermaid flowchart, with the platform layer under them. */
export async function renderModuleGraphDoc(): Promise<string> {
  const modules = Object.keys(MODULE_DEPENDENCIES).sort();
  const declared = modules.flatMap((from) =>
    [...(MODULE_DEPENDENCIES[from] ?? [])].sort().map((to) => ({ from, to, files: [] })),
  );
  const order = floorOrder(declared);
  const depth = new Map<string, number>();
  const depthOf = (module: string): number => {
    const known = depth.get(module);
    if (known !== undefined) return known;
    const deps = MODULE_DEPENDENCIES[module] ?? [];
    const value = deps.length === 0 ? 0 : 1 + Math.max(...deps.map(depthOf));
    depth.set(module, value);
    return value;
  };
  const floors = new Map<number, string[]>();
  for (const module of modules) {
    const d = depthOf(module);
    floors.set(d, [...(floors.get(d) ?? []), module]);
  }
  const id = (name: string) => name.replace(/[^a-z0-9]/gi, '_');
  const lines = [
    '# Server module graph',
    '',
    '<!-- Generated by `npm run graph:modules -- --write` from',
    '     apps/server/src/modules/dependencies.js; do not edit by hand. -->',
    '',
    'The server is built in floors. The platform layer (`platform/`) imports no module;',
    'a module imports only the platform and the modules it declares in',
    '`apps/server/src/modules/dependencies.js`, and the declared graph has no cycle. ESLint',
    'refuses any other import (`npm run lint`), and `npm run graph:modules` prints the graph the',
    'code actually has. Composition roots (`app.ts`, `server.ts`, `seed`) wire modules',
    'together and may import any module’s public API (`index.ts`). A module floor is one more',
    'than the highest floor it depends on.',
    '',
    'Flows (`flows/`) are use cases that',
    'read or change several modules together: they may use any module’s `index.ts`, and only',
    'composition roots use them. Tests and `testing.ts` files may use any module’s public API.',
    '',
    '```mermaid',
    'flowchart BT',
    ...[...floors.keys()]
      .sort((a, b) => b - a)
      .flatMap((d) => [
        `  subgraph floor${d}["modules, floor ${d}"]`,
        ...floors
          .get(d)!
          .sort()
          .map((m) => `    ${id(m)}[${m}]`),
        '  end',
      ]),
    '  subgraph platform["platform layer: imports no module"]',
    ...readdirSync(path.join(serverSrc, 'platform'), { withFileTypes: true })
      .map((entry) =>
        entry.isDirectory() ? entry.name : entry.name.replace(/\.test\.ts$|\.ts$/, ''),
      )
      .filter((name, index, all) => all.indexOf(name) === index)
      .sort()
      .map((name) => `    ${id(`p_${name}`)}[${name}]`),
    '  end',
    ...declared.map((e) => `  ${id(e.from)} --> ${id(e.to)}`),
    `  floor0 --> platform`,
    '```',
    '',
    '| Module | Floor | May import |',
    '| --- | --- | --- |',
    ...order
      .concat(modules.filter((m) => !order.includes(m)))
      .sort((a, b) => depthOf(b) - depthOf(a) || a.localeCompare(b))
      .map(
        (m) =>
          `| ${m} | ${depthOf(m)} | ${[...(MODULE_DEPENDENCIES[m] ?? [])].sort().join(', ') || '(platform only)'} |`,
      ),
    '',
  ];
  // Formatted as `npm run format` would leave it.
  return prettier.format(lines.join('\n'), { parser: 'markdown', filepath: MODULE_GRAPH_DOC });
}

async function main(argv: string[]) {
  const edges = readModuleGraph();
  const nodes = new Set(edges.flatMap((e) => [e.from, e.to]));
  console.log(`Edges (${edges.length}; importer -> imported, number of importing files):`);
  for (const e of edges) console.log(`  ${e.from} -> ${e.to} (${e.files.length})`);

  const components = stronglyConnected(nodes, edges);
  const cycles = components.filter((c) => c.length > 1);
  console.log(`\nStrongly connected components with more than one node: ${cycles.length}`);
  for (const c of cycles) {
    const inside = edges.filter((e) => c.includes(e.from) && c.includes(e.to));
    const files = new Set(inside.flatMap((e) => e.files));
    console.log(`  [${c.length} nodes, ${files.size} files] ${c.join(', ')}`);
  }

  const isModule = (node: string) =>
    !node.startsWith('other:') && !PLATFORM_FOLDERS.includes(node) && !FLOW_FOLDERS.includes(node);
  const moduleEdges = edges.filter((e) => isModule(e.from) && isModule(e.to));
  const moduleCycles = stronglyConnected([...nodes].filter(isModule), moduleEdges).filter(
    (c) => c.length > 1,
  );
  console.log(`Of modules alone (platform folders left out): ${moduleCycles.length}`);
  for (const c of moduleCycles) {
    const inside = moduleEdges.filter((e) => c.includes(e.from) && c.includes(e.to));
    const files = new Set(inside.flatMap((e) => e.files));
    console.log(`  [${c.length} modules, ${files.size} files] ${c.join(', ')}`);
  }

  const undeclared = undeclaredEdges(edges);
  // The platform is the ground floor: any import of a module from it runs back up. Among
  // modules, an order is computed that leaves as few importing files as it can pointing up.
  const order = floorOrder(moduleEdges);
  const position = new Map(order.map((node, i) => [node, i]));
  const back = edges.filter(
    (e) =>
      undeclared.includes(e) &&
      ((PLATFORM_FOLDERS.includes(e.from) && isModule(e.to)) ||
        (moduleCycles.some((c) => c.includes(e.from) && c.includes(e.to)) &&
          position.get(e.from)! > position.get(e.to)!)),
  );
  console.log(`\nBack-edges (platform -> module, or up the computed floors): ${back.length}`);
  for (const e of back) console.log(`  ${e.from} -> ${e.to}: ${e.files.join(', ')}`);
  console.log(`\nImports the declaration does not allow: ${undeclared.length}`);
  for (const e of undeclared) console.log(`  ${e.from} -> ${e.to}: ${e.files.join(', ')}`);

  const unusedExports = unusedIndexExports();
  console.log(`\nModules whose index.ts exports what no other code imports: ${unusedExports.size}`);
  for (const [module, names] of unusedExports) console.log(`  ${module}: ${names.join(', ')}`);

  if (argv.includes('--write')) {
    writeFileSync(MODULE_GRAPH_DOC, await renderModuleGraphDoc());
    console.log(`\nWrote ${path.relative(root, MODULE_GRAPH_DOC)}`);
  }
  if (argv.includes('--check') && (undeclared.length > 0 || cycles.length > 0)) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main(process.argv.slice(2));
}
