import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency-direction rules of DESIGN.md are enforced by ESLint; these prove they bite.
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
      "import * as server from '../../../server/src/config.ts';\nexport const probe = server;\n",
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
});
