import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_CONFIGS } from './config.ts';
import { variableNames } from './platform/config.ts';

const doc = readFileSync(
  path.resolve(import.meta.dirname, '../../../docs/configuration.md'),
  'utf8',
);

/** The variables the reference's tables list: the `NAME`s of each row's first cell. */
const documented = new Set(
  doc
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map((match) => match[1]!),
);

describe('docs/configuration.md', () => {
  it('lists every variable the platform and the modules declare, and no other', () => {
    const declared = variableNames(MODULE_CONFIGS).sort();
    expect(declared.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !declared.includes(name)).sort()).toEqual([]);
  });

  it('has each module declare its own variables, none of them also the platform’s', () => {
    const platform = new Set(variableNames([]));
    for (const module of MODULE_CONFIGS) {
      const names = Object.keys(module.variables.shape);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => platform.has(name))).toEqual([]);
    }
  });
});
