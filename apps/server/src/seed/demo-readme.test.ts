import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from './demo-data.ts';

// The README is the newcomer's first screen: what it says about the demo must be what the seed
// does, and it must stay short enough to read.
const root = path.resolve(import.meta.dirname, '../../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

const roleOf = (roles: (typeof demoAccounts)[number]['roles']) =>
  roles.admin ? 'admin' : roles.employee ? 'employee' : roles.vendor ? 'vendor' : 'customer';

/** The rows of the README's demo accounts table: its first cell (an email) to the row. */
function demoTable(): Map<string, string> {
  const rows = readme
    .split('\n')
    .filter((line) => /^\|\s*`[^`]+@vitrine\.local`/.test(line))
    .map((line) => [line.match(/`([^`]+@vitrine\.local)`/)![1]!, line] as const);
  return new Map(rows);
}

describe('the README', () => {
  it('lists every demo account in a table with its role, and their shared password', () => {
    const table = demoTable();
    for (const account of demoAccounts) {
      const row = table.get(account.email);
      expect(row, account.email).toBeDefined();
      expect(row!.split('|')[2], account.email).toContain(roleOf(account.roles));
    }
    expect(table.has('owner.<shop slug>@vitrine.local')).toBe(true);
    expect(readme).toContain(DEMO_PASSWORD);
  });

  it('says the demo customer’s orders come from the demo vendor’s shop', () => {
    const customer = demoTable().get('demo@vitrine.local')!;
    expect(customer).toMatch(/orders from the demo vendor’s shop/);
    expect(readme).not.toMatch(/orders from (that|another) shop/);
  });

  it('shows how to run it and test it, and fits about a screen', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    expect(readme.split('\n').length).toBeLessThanOrEqual(110);
  });

  it('links only to documents that exist', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#]+)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(path.join(root, link)), link).toBe(true);
  });
});
