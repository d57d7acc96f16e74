import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every relative link in README.md and docs/**/*.md must lead to a file of the repository, so a
// moved or deleted document cannot leave a dead link behind.
const root = path.resolve(import.meta.dirname, '..');

/** README.md and every Markdown file under docs/, as paths from the repository root. */
function documents(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (name.endsWith('.md')) found.push(file);
    }
  };
  walk('docs');
  return found;
}

/** The targets of a document's inline links, outside fenced code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1]!,
  );
}

/** A target that names a file of this repository (not a web address, a mail address or an anchor). */
const isRelative = (target: string) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target);

/**
 * `docs/module-graph.md` is written by the module-graph generator (`scripts/module-graph.ts`,
 * `npm run graph:modules`); a checkout without that generator has no graph for the link to reach.
 */
const generatedElsewhere = (file: string) =>
  file === path.join('docs', 'module-graph.md') &&
  !existsSync(path.join(root, 'scripts', 'module-graph.ts'));

describe('links in README.md and docs/', () => {
  it('finds the links of a document, not those in code', () => {
    const markdown = [
      'See [the map](architecture.md#the-map), [site](https://example.com) and [top](#top).',
      '![logo](img/logo.svg "Logo") and `[not](a-link.md)`.',
      '```md',
      '[nor](this.md)',
      '```',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual([
      'architecture.md#the-map',
      'https://example.com',
      '#top',
      'img/logo.svg',
    ]);
    expect(linkTargets(markdown).filter(isRelative)).toEqual([
      'architecture.md#the-map',
      'img/logo.svg',
    ]);
  });

  it('lead to files that exist', () => {
    const docs = documents();
    expect(docs).toContain(path.join('docs', 'architecture.md'));
    const broken: string[] = [];
    let checked = 0;
    for (const doc of docs) {
      const text = readFileSync(path.join(root, doc), 'utf8');
      for (const target of linkTargets(text).filter(isRelative)) {
        const file = path.normalize(
          path.join(path.dirname(doc), decodeURIComponent(target.split('#')[0]!)),
        );
        checked += 1;
        if (!existsSync(path.join(root, file)) && !generatedElsewhere(file)) {
          broken.push(`${doc}: ${target}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
