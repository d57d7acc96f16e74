/**
 * What each server module's index.ts exports that nothing outside the module imports. A module's
 * index.ts is its public API: it offers what other modules, flows, composition roots, benchmarks,
 * scripts and tests use of it, and nothing more (what only the module itself uses stays
 * unexported there, or is exported from the file that defines it).
 *
 * Printed by `npm run graph:modules`; scripts/index-exports.test.ts keeps the list empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

/** Where importers of a module's index.ts live. */
const IMPORTER_DIRS = ['apps/server/src', 'bench', 'scripts', 'tools'];

/** Everything is used: the importer takes the module's whole namespace. */
const ALL = '*';

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : walk(full);
    }
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/**
 * Whether a file's text can name some module's index.ts in a string literal (`…/index`,
 * `…/index.ts` or `…/index.js` then a quote): the others, most files, need no parsing.
 */
const mayImportAnIndex = (text: string) => /\/index(\.ts|\.js)?['"]/.test(text);

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module's index.ts exports (`*` for an `export * from`, which cannot be trimmed). */
export function exportsOf(file: string): string[] {
  const names: string[] = [];
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) names.push(element.name.text);
      }
      continue;
    }
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** The module whose index.ts `specifier` (imported from `file`) names, if it names one. */
function indexModuleOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier));
  const match = /^([^/\\]+)[/\\]index(\.ts|\.js)?$/.exec(target);
  return match ? match[1]! : null;
}

/** For each module, the names of its index.ts that some file outside it imports. */
export function importedNames(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const use = (module: string, name: string) => {
    const names = used.get(module) ?? new Set<string>();
    names.add(name);
    used.set(module, names);
  };
  for (const dir of IMPORTER_DIRS) {
    for (const file of walk(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!mayImportAnIndex(text)) continue;
      const visit = (node: ts.Node): void => {
        if (
          (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier)
        ) {
          const module = indexModuleOf(file, node.moduleSpecifier.text);
          if (module) {
            if (ts.isImportDeclaration(node)) {
              const clause = node.importClause;
              if (clause?.name) use(module, 'default');
              const bindings = clause?.namedBindings;
              if (bindings && ts.isNamespaceImport(bindings)) use(module, ALL);
              if (bindings && ts.isNamedImports(bindings)) {
                for (const e of bindings.elements) use(module, (e.propertyName ?? e.name).text);
              }
              if (!clause) use(module, ALL); // imported for its effects
            } else {
              const clause = node.exportClause;
              if (!clause || !ts.isNamedExports(clause)) use(module, ALL);
              else for (const e of clause.elements) use(module, (e.propertyName ?? e.name).text);
            }
          }
        }
        // `import('../x/index.ts').Name` in a type, and `await import('../x/index.ts')`.
        if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
          const literal = node.argument.literal;
          const module = ts.isStringLiteral(literal) ? indexModuleOf(file, literal.text) : null;
          if (module) {
            const q = node.qualifier;
            use(module, q ? (ts.isIdentifier(q) ? q.text : q.left.getText()) : ALL);
          }
        }
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          const module = indexModuleOf(file, node.arguments[0].text);
          if (module) use(module, ALL);
        }
        ts.forEachChild(node, visit);
      };
      visit(parse(file, text));
    }
  }
  return used;
}

/** Each module's index.ts exports nothing outside the module imports: module → those names. */
export function unusedIndexExports(): Map<string, string[]> {
  const used = importedNames();
  const unused = new Map<string, string[]>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const index = path.join(modulesDir, entry.name, 'index.ts');
    let names: string[];
    try {
      names = exportsOf(index);
    } catch {
      continue; // a module without an index.ts
    }
    const imported = used.get(entry.name) ?? new Set<string>();
    if (imported.has(ALL)) continue;
    const left = names.filter((name) => !imported.has(name)).sort();
    if (left.length > 0) unused.set(entry.name, left);
  }
  return unused;
}
