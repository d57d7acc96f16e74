import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code and docs state their rules themselves: none points at a document outside the repository
 * (a design or style document, a numbered section of a specification, a shared folder beside the
 * repository) for the reader to look the rule up. Standards named with their section (RFC 5545
 * §3.1) are public and stay.
 */

const root = path.resolve(import.meta.dirname, '..');

// Built from pieces, so this file does not match itself.
const SPEC = 'spec';
const PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'a numbered section', pattern: new RegExp(`\\b${SPEC}\\s*§`, 'i') },
  {
    name: 'the specification',
    pattern: new RegExp(`\\bthe ${SPEC}\\b|\\b${SPEC}(?:'|’)s\\b`, 'i'),
  },
  { name: 'a specification note', pattern: new RegExp(`\\(${SPEC}\\b|\\b${SPEC}:`, 'i') },
  {
    name: 'a design or style document',
    pattern: new RegExp(`\\b(?:${'DESIGN'}|${'STYLE'})\\.md\\b`),
  },
  { name: 'the shared folder', pattern: new RegExp(`\\.\\./${'shared'}/`) },
];

const trackedTextFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean)
    .filter(
      (file) => !/\.(png|jpe?g|gif|webp|avif|ico|wav|mp3|woff2?|ttf|pdf|zip|gz)$/i.test(file),
    );

describe('citations of documents outside the repository', () => {
  it('none in tracked code, tests or docs', () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // listed but absent in this checkout (deleted, not yet committed)
      }
      if (text.includes('\0')) continue;
      text.split('\n').forEach((line, index) => {
        for (const { name, pattern } of PATTERNS)
          if (pattern.test(line)) found.push(`${file}:${index + 1} cites ${name}: ${line.trim()}`);
      });
    }
    expect(found, 'say the rule itself instead of pointing at the document').toEqual([]);
  });

  it('catches each kind of citation', () => {
    const samples = [
      `as ${SPEC} §4 says`,
      `per the ${SPEC}`,
      `(${SPEC}: six digits)`,
      `see ${'DESIGN'}.md`,
      `../${'shared'}/notes.md`,
    ];
    for (const sample of samples)
      expect(
        PATTERNS.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(PATTERNS.some(({ pattern }) => pattern.test('RFC 5545 (§3.3.11)'))).toBe(false);
    expect(PATTERNS.some(({ pattern }) => pattern.test("import './chat.spec.ts'"))).toBe(false);
  });
});
