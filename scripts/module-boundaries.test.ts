import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { moduleBoundaryOptions } from '../eslint.config.js';
import vitrine, { findCycle } from '../tools/eslint/module-boundaries.js';
import {
  MODULE_GRAPH_DOC,
  readModuleGraph,
  renderModuleGraphDoc,
  undeclaredEdges,
} from './module-graph.ts';

// The server's floors (apps/server/src/modules/dependencies.js) are enforced by ESLint
// (tools/eslint/module-boundaries.js); these prove the rule bites, on virtual files.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const problemsFor = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};
const BOUNDARY = 'vitrine/module-boundaries';
const importing = (source: string, name = 'probe') =>
  `import * as ${name} from '${source}';\nexport const used = ${name};\n`;

describe('server module boundaries', () => {
  it('refuses an import of a module the importer does not declare, and lets a declared one by', async () => {
    const undeclared = await problemsFor(
      'apps/server/src/modules/catalogue/probe.service.ts',
      importing('../orders/index.ts'),
    );
    expect(undeclared).toEqual([
      `${BOUNDARY}: modules/catalogue does not declare modules/orders in apps/server/src/modules/dependencies.js.`,
    ]);
    expect(
      await problemsFor(
        'apps/server/src/modules/products/probe.service.ts',
        importing('../catalogue/index.ts'),
      ),
    ).toEqual([]);
  });

  it('refuses a module importing another module’s repository or schema', async () => {
    const repository = await problemsFor(
      'apps/server/src/modules/payments/probe.service.ts',
      importing('../credits/credits.repository.ts'),
    );
    expect(repository.some((p) => p.startsWith('import/no-restricted-paths'))).toBe(true);
    const schema = await problemsFor(
      'apps/server/src/modules/payments/probe.repository.ts',
      importing('../credits/credits.schema.ts'),
    );
    expect(schema).toEqual([
      `${BOUNDARY}: modules/credits/credits.schema.ts belongs to modules/credits: use it through its index.ts.`,
    ]);
    expect(
      await problemsFor(
        'apps/server/src/modules/credits/probe.repository.ts',
        importing('./credits.schema.ts'),
      ),
    ).toEqual([]);
    // Nor the aggregate, which holds every module's tables.
    expect(
      await problemsFor(
        'apps/server/src/modules/credits/probe.repository.ts',
        importing('../../platform/db/schema/index.ts'),
      ),
    ).toEqual([
      `${BOUNDARY}: platform/db/schema/index.ts gathers every module's tables for drizzle: import your own *.schema.ts.`,
    ]);
    // Ownership is the folder: a table file anywhere under modules/credits is credits'.
    expect(
      await problemsFor(
        'apps/server/src/modules/payments/probe.repository.ts',
        importing('../credits/ledger/probe.schema.ts'),
      ),
    ).toEqual([
      `${BOUNDARY}: modules/credits/ledger/probe.schema.ts belongs to modules/credits: use it through its index.ts.`,
    ]);
  });

  it('refuses a table of another module in a repository that left the debt, and lets its card by', async () => {
    // sales.repository.ts once joined the user and shop tables; it now joins the owners' cards.
    expect(
      await problemsFor(
        'apps/server/src/modules/sales/sales.repository.ts',
        importing('../users/auth.schema.ts'),
      ),
    ).toEqual([
      `${BOUNDARY}: modules/users/auth.schema.ts belongs to modules/users: use it through its index.ts.`,
    ]);
    expect(
      await problemsFor(
        'apps/server/src/modules/sales/sales.repository.ts',
        `import { userCard } from '../users/index.ts';\nexport const used = userCard;\n`,
      ),
    ).toEqual([]);
  });

  it('lets a table file reference another module’s table (a foreign key), and the aggregate gather them all', async () => {
    expect(
      await problemsFor(
        'apps/server/src/modules/catalogue/probe.schema.ts',
        importing('../users/auth.schema.ts'),
      ),
    ).toEqual([]);
    expect(
      await problemsFor(
        'apps/server/src/platform/db/schema/probe.ts',
        importing('../../../modules/users/auth.schema.ts'),
      ),
    ).toEqual([]);
    expect(
      await problemsFor(
        'apps/server/src/platform/db/schema/index.ts',
        'export * from "../../../modules/orders/orders.schema.ts";\n',
      ),
    ).toEqual([]);
    // A platform file that is no table declaration still imports no module, schema included.
    expect(
      await problemsFor(
        'apps/server/src/platform/audit/probe.repository.ts',
        importing('../../modules/users/auth.schema.ts'),
      ),
    ).toEqual([
      `${BOUNDARY}: The platform imports no module: take modules/users as a port given when the app is wired.`,
    ]);
  });

  it('refuses a route file importing a repository, its own module’s included', async () => {
    const problems = await problemsFor(
      'apps/server/src/modules/credits/probe.routes.ts',
      importing('./credits.repository.ts'),
    );
    expect(problems).toEqual([
      `${BOUNDARY}: A route calls its module’s service, never a repository.`,
    ]);
    expect(
      await problemsFor(
        'apps/server/src/modules/credits/probe.routes.ts',
        importing('./credits.service.ts'),
      ),
    ).toEqual([]);
  });

  it('refuses the platform importing a module, and lets it use the platform', async () => {
    const problems = await problemsFor(
      'apps/server/src/platform/lib/probe.ts',
      importing('../../modules/catalogue/index.ts'),
    );
    expect(problems).toEqual([
      `${BOUNDARY}: The platform imports no module: take modules/catalogue as a port given when the app is wired.`,
    ]);
    expect(
      await problemsFor('apps/server/src/platform/http/probe.ts', importing('../outbox/index.ts')),
    ).toEqual([]);
  });

  it('lets only composition roots use a flow', async () => {
    const flow = '../../flows/staff-customer-view.ts';
    expect(await problemsFor('apps/server/src/modules/staff/probe.ts', importing(flow))).toEqual([
      `${BOUNDARY}: Only composition roots (app.ts, server.ts, seed) use a flow.`,
    ]);
    expect(
      await problemsFor(
        'apps/server/src/probe-root.ts',
        importing('./flows/staff-customer-view.ts'),
      ),
    ).toContain(`${BOUNDARY}: Only composition roots (app.ts, server.ts, seed) use a flow.`);
    expect(
      await problemsFor(
        'apps/server/src/seed/probe.ts',
        importing('../flows/staff-customer-view.ts'),
      ),
    ).toEqual([]);
  });

  it('fails lint on a cycle in the declared graph, and passes the real declaration', async () => {
    const declarationFile = path.join(root, 'apps/server/src/modules/dependencies.js');
    const source = readFileSync(declarationFile, 'utf8');
    const lintDeclaration = (dependencies: Record<string, readonly string[]>) =>
      new Linter({ configType: 'flat' }).verify(
        source,
        [
          {
            files: ['**/*.js'],
            plugins: { vitrine },
            rules: {
              'vitrine/module-boundaries': ['error', { ...moduleBoundaryOptions, dependencies }],
            },
          },
        ],
        declarationFile,
      );
    // Catalogue is imported by orders; catalogue declaring orders closes a loop.
    const cyclic = {
      ...moduleBoundaryOptions.dependencies,
      catalogue: [...(moduleBoundaryOptions.dependencies.catalogue ?? []), 'orders'],
    };
    const messages = lintDeclaration(cyclic).map((m) => m.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^The module graph has a cycle: catalogue -> orders -> .*catalogue\.$/,
    );
    expect(lintDeclaration(moduleBoundaryOptions.dependencies)).toEqual([]);
    expect(findCycle(moduleBoundaryOptions.dependencies)).toBeNull();
  });
});

describe('the module graph read from the code', () => {
  it('imports nothing the declaration does not allow, but through the listed schema debt', () => {
    const pendingSchema: readonly string[] = moduleBoundaryOptions.pending.schema;
    const undeclared = undeclaredEdges(readModuleGraph());
    // The platform imports no module.
    expect(undeclared.filter((e) => e.from === 'platform').map((e) => e.to)).toEqual([]);
    // Every other undeclared edge is a repository still joining another module's tables.
    const unlisted = undeclared.flatMap((e) => e.files.filter((f) => !pendingSchema.includes(f)));
    expect(unlisted).toEqual([]);
  });

  it('docs/module-graph.md is drawn from the declaration (run npm run graph:modules -- --write)', async () => {
    expect(readFileSync(MODULE_GRAPH_DOC, 'utf8')).toBe(await renderModuleGraphDoc());
  });
});
