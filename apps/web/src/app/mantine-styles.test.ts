import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/**
 * The stylesheets a component needs besides its own: Mantine builds these from others (a Select
 * is an Input with a Combobox in a Popover, its options in a ScrollArea).
 */
const alsoNeeds: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input'],
  NumberInput: ['Input'],
  NativeSelect: ['Input', 'Combobox'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  Menu: ['Popover'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const importedStyles = (text: string) =>
  [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((match) => match[1]!);

const mantineComponents = (text: string) =>
  [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );

describe('Mantine styles', () => {
  // The app loads Mantine's CSS per component (app/styles.css for every screen, or an import in
  // the file that uses it, which lands in that screen's lazy chunk). A component without its CSS
  // renders unstyled: a Select's options open at the end of the page instead of under it.
  it('every Mantine component a file uses has its stylesheets loaded', () => {
    const global = new Set(importedStyles(readFileSync(path.join(src, 'app/styles.css'), 'utf8')));
    const missing = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const local = new Set(importedStyles(text));
      return mantineComponents(text).flatMap((component) =>
        [component, ...(alsoNeeds[component] ?? [])]
          .filter((sheet) => existsSync(path.join(mantineStyles, `${sheet}.layer.css`)))
          .filter((sheet) => !global.has(sheet) && !local.has(sheet))
          .map((sheet) => `${path.relative(src, file)}: ${component} needs ${sheet}.layer.css`),
      );
    });
    expect([...new Set(missing)]).toEqual([]);
  });
});
