import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency-direction rules (contracts import no app, the web app no server code and the
// server no web code, design-system components no feature, web features not each other, server
// modules only each other's index) are enforced by ESLint; these prove they bite.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

const ruleIdsFor = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe('dependency-direction lint rules', () => {
  it('refuses a web feature importing another feature', async () => {
    const rules = await ruleIdsFor(
      'apps/web/src/features/legal/probe.ts',
      "import * as other from '../auth/api/change-password.ts';\nexport const probe = other;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses a design-system component importing a feature', async () => {
    const rules = await ruleIdsFor(
      'apps/web/src/components/probe.ts',
      "import * as feature from '../features/auth/api/change-password.ts';\nexport const probe = feature;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses the web app importing server code', async () => {
    const rules = await ruleIdsFor(
      'apps/web/src/lib/probe.ts',
      "import * as server from '../../../server/src/platform/config.ts';\nexport const probe = server;\n",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuses the ORM outside repositories and lets a repository use it', async () => {
    const code = "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n";
    expect(await ruleIdsFor('apps/server/src/modules/health/probe.service.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('apps/server/src/modules/health/probe.repository.ts', code)).toEqual(
      [],
    );
  });

  it('lets only repositories query with an opaque transaction', async () => {
    const code =
      "import { queryWith } from '../../platform/db/transaction.ts';\nexport const probe = queryWith;\n";
    expect(await ruleIdsFor('apps/server/src/modules/credits/probe.service.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('apps/server/src/modules/credits/probe.repository.ts', code)).toEqual(
      [],
    );
    const passing =
      "import { runInTransaction } from '../../platform/db/transaction.ts';\nexport const probe = runInTransaction;\n";
    expect(await ruleIdsFor('apps/server/src/modules/credits/probe.service.ts', passing)).toEqual(
      [],
    );
  });

  it('opens transactions only through runInTransaction', async () => {
    const direct =
      "import type { Database } from '../../platform/db/client.ts';\n" +
      'export const probe = (db: Database, deps: { db: Database }) => [\n' +
      '  db.transaction(async () => 1),\n' +
      '  deps.db.transaction(async () => 2),\n' +
      '];\n';
    const refused = await ruleIdsFor('apps/server/src/modules/credits/probe.repository.ts', direct);
    expect(refused.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(2);
    const passing =
      "import type { Database } from '../../platform/db/client.ts';\n" +
      "import { runInTransaction } from '../../platform/db/transaction.ts';\n" +
      'export const probe = (db: Database) => runInTransaction(db, async () => 1);\n';
    expect(
      await ruleIdsFor('apps/server/src/modules/credits/probe.repository.ts', passing),
    ).toEqual([]);
  });

  describe('server modules are used only through their index.ts', () => {
    const internalsOfCredits =
      "import { findBalance } from '../credits/credits.repository.ts';\nexport const probe = findBalance;\n";

    it('refuses another module importing its internals, types included', async () => {
      expect(
        await ruleIdsFor('apps/server/src/modules/payments/probe.service.ts', internalsOfCredits),
      ).toContain('import/no-restricted-paths');
      const typeOnly =
        "import type { CreditsRepository } from '../credits/credits.repository.ts';\nexport type Probe = CreditsRepository;\n";
      expect(
        await ruleIdsFor('apps/server/src/modules/payments/probe.service.ts', typeOnly),
      ).toContain('import/no-restricted-paths');
    });

    it('refuses the platform, seeds, app.ts and other modules’ tests reaching into a module', async () => {
      const code =
        "import * as internals from '../../modules/users/users.repository.ts';\nexport const probe = internals;\n";
      expect(await ruleIdsFor('apps/server/src/platform/http/probe.ts', code)).toContain(
        'import/no-restricted-paths',
      );
      const seed =
        "import * as internals from '../modules/users/users.repository.ts';\nexport const probe = internals;\n";
      expect(await ruleIdsFor('apps/server/src/seed/probe.ts', seed)).toContain(
        'import/no-restricted-paths',
      );
      const root =
        "import * as internals from './modules/orders/orders.routes.ts';\nexport const probe = internals;\n";
      expect(await ruleIdsFor('apps/server/src/probe.ts', root)).toContain(
        'import/no-restricted-paths',
      );
      expect(
        await ruleIdsFor('apps/server/src/modules/favourites/probe.test.ts', internalsOfCredits),
      ).toContain('import/no-restricted-paths');
    });

    it('keeps a module’s testing.ts out of product code', async () => {
      const testing =
        "import { seedSmallCatalogue } from '../catalogue/testing.ts';\nexport const probe = seedSmallCatalogue;\n";
      expect(
        await ruleIdsFor('apps/server/src/modules/favourites/probe.service.ts', testing),
      ).toContain('import/no-restricted-paths');
      const fromPlugin =
        "import { seedSmallCatalogue } from '../../modules/catalogue/testing.ts';\nexport const probe = seedSmallCatalogue;\n";
      expect(await ruleIdsFor('apps/server/src/platform/http/probe.ts', fromPlugin)).toContain(
        'import/no-restricted-paths',
      );
      expect(await ruleIdsFor('apps/server/src/platform/http/probe.test.ts', fromPlugin)).toEqual(
        [],
      );
      expect(
        await ruleIdsFor(
          'apps/server/src/test/probe.ts',
          fromPlugin.replace('../../modules', '../modules'),
        ),
      ).toEqual([]);
    });

    it('lets anyone import a module’s index.ts, tests its testing.ts, and a module its own files', async () => {
      const viaIndex =
        "import { createCredits } from '../credits/index.ts';\nexport const probe = createCredits;\n";
      expect(
        await ruleIdsFor('apps/server/src/modules/payments/probe.service.ts', viaIndex),
      ).toEqual([]);
      const testing =
        "import { seedSmallCatalogue } from '../catalogue/testing.ts';\nexport const probe = seedSmallCatalogue;\n";
      expect(await ruleIdsFor('apps/server/src/modules/favourites/probe.test.ts', testing)).toEqual(
        [],
      );
      const own =
        "import { findBalance } from './credits.repository.ts';\nexport const probe = findBalance;\n";
      expect(await ruleIdsFor('apps/server/src/modules/credits/probe.service.ts', own)).toEqual([]);
    });
  });
});
