import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records (docs/adr/NNNN-kebab-title.md): each has a title, a status (Accepted, or
// Superseded by the record that replaced it), Context, Decision and Consequences, and the index
// (docs/adr/README.md) lists every record with the status the record itself states.
const dir = path.resolve(import.meta.dirname, '../docs/adr');
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name))
  .sort();
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

/** The status line of a record, e.g. `Accepted` or `Superseded by [0044](0044-….md)`. */
const statusOf = (text: string) => text.match(/^Status: (.+)$/m)?.[1]?.trim();

describe('decision records', () => {
  it('exist, each under a number of its own', () => {
    expect(records.length).toBeGreaterThan(0);
    const numbers = records.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s has a title, a status and the three sections', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# \S/);
    const status = statusOf(text);
    expect(status, 'a "Status:" line').toBeDefined();
    if (status !== 'Accepted') {
      const successor = status!.match(/^Superseded by \[(\d{4})\]\((\d{4}-[^)]+\.md)\)$/);
      expect(
        successor,
        `"${status}" is neither Accepted nor "Superseded by [NNNN](…)"`,
      ).toBeTruthy();
      expect(records).toContain(successor![2]);
      expect(successor![2]!.startsWith(successor![1]!)).toBe(true);
    }
    for (const heading of ['## Context', '## Decision', '## Consequences']) {
      expect(text, heading).toMatch(new RegExp(`^${heading}$`, 'm'));
    }
  });

  it('are all listed in docs/adr/README.md with their own status', () => {
    const missing: string[] = [];
    for (const name of records) {
      // The record's own row (a superseded record's row links to its successor too).
      const row = index
        .split('\n')
        .find((line) => line.startsWith(`| ${name.slice(0, 4)} `) && line.includes(`](${name})`));
      const status = statusOf(readFileSync(path.join(dir, name), 'utf8'))!;
      if (!row || !row.includes(status)) missing.push(`${name} (${status})`);
    }
    expect(missing, 'add or correct these rows of docs/adr/README.md').toEqual([]);
  });
});
