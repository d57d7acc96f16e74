import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every mutation the web app sends says what happened. A component that holds a mutation hook
 * (`const [cancel] = useCancelBookingMutation()`) either sends it through the action feedback
 * (`feedback.after(cancel(id).unwrap(), 'Meeting cancelled.')` or `feedback.run(...)`, where
 * `feedback = useActionFeedback()`), or says in a `// feedback: …` comment right above the hook
 * how its outcome shows in place (the form's own "Saved" line, the next page, the message
 * appearing in the thread). A new mutation that does neither fails here.
 */

const root = join(import.meta.dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });

type Site = { file: string; hook: string; line: number };
type Finding = Site & { problem: string };

/** The `// feedback: …` comment right above the statement holding `node`, if any. */
function inPlaceNote(node: ts.Node, text: string): string | null {
  let statement: ts.Node = node;
  while (!ts.isVariableStatement(statement) && statement.parent) statement = statement.parent;
  const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
  const note = comments
    .map((range) => text.slice(range.pos, range.end))
    .map((comment) => comment.replace(/^\/\/\s?|^\/\*+|\*+\/$/g, '').trim())
    .join(' ')
    .match(/feedback:\s*(.+)$/s);
  return note ? note[1]!.replace(/\s*\n\s*(\/\/\s?)?/g, ' ') : null;
}

/** Walks one file: its mutation hooks, and for each, where its trigger is called. */
function inspect(file: string) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const feedbackNames = new Set<string>();
  const hooks: { trigger: string | null; hook: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const callee = node.initializer.expression.getText(source);
      if (callee === 'useActionFeedback' && ts.isIdentifier(node.name)) {
        feedbackNames.add(node.name.text);
      }
      if (/^use\w+Mutation$/.test(callee) && ts.isArrayBindingPattern(node.name)) {
        const first = node.name.elements[0];
        const trigger =
          first && ts.isBindingElement(first) && ts.isIdentifier(first.name)
            ? first.name.text
            : null;
        hooks.push({ trigger, hook: callee, node });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const findings: Finding[] = [];
  const notes: (Site & { note: string })[] = [];
  for (const { trigger, hook, node } of hooks) {
    const site = {
      file: relative(root, file),
      hook,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    };
    const note = inPlaceNote(node, text);
    if (note !== null) {
      notes.push({ ...site, note });
      continue;
    }
    if (!trigger) continue; // only the state is read: nothing is sent from here
    const calls: ts.CallExpression[] = [];
    const findCalls = (child: ts.Node) => {
      if (
        ts.isCallExpression(child) &&
        ts.isIdentifier(child.expression) &&
        child.expression.text === trigger
      ) {
        calls.push(child);
      }
      ts.forEachChild(child, findCalls);
    };
    // The trigger's own component or hook: two components of one file may name theirs alike.
    let scope: ts.Node = node;
    while (scope.parent && !ts.isFunctionLike(scope)) scope = scope.parent;
    findCalls(scope);
    const throughFeedback = (call: ts.Node) => {
      for (let up = call.parent; up; up = up.parent) {
        if (
          ts.isCallExpression(up) &&
          ts.isPropertyAccessExpression(up.expression) &&
          ts.isIdentifier(up.expression.expression) &&
          feedbackNames.has(up.expression.expression.text) &&
          ['after', 'run'].includes(up.expression.name.text)
        ) {
          return true;
        }
      }
      return false;
    };
    if (calls.length === 0) {
      findings.push({ ...site, problem: `${trigger} is handed on uncalled; call it here` });
    }
    for (const call of calls.filter((c) => !throughFeedback(c))) {
      const line = source.getLineAndCharacterOfPosition(call.getStart()).line + 1;
      findings.push({ ...site, problem: `${trigger}(…) on line ${line} says nothing` });
    }
  }
  return { findings, notes, hooks: hooks.length };
}

const all = sources(root).map(inspect);

describe('feedback after every action', () => {
  it('finds the mutation hooks it checks', () => {
    // Guards the walker itself: if the pattern stopped matching, every check below would pass.
    const sites = all.reduce((sum, file) => sum + file.hooks, 0);
    expect(sites).toBeGreaterThan(100);
  });

  it('sends every mutation through the action feedback, or says how it shows in place', () => {
    const findings = all.flatMap((file) => file.findings);
    expect(
      findings.map(({ file, line, hook, problem }) => `${file}:${line} ${hook}: ${problem}`),
    ).toEqual([]);
  });

  it('gives each in-place note a real reason', () => {
    const vague = all
      .flatMap((file) => file.notes)
      .filter(({ note }) => note.split(/\s+/).length < 4);
    expect(vague.map(({ file, line, note }) => `${file}:${line} "${note}"`)).toEqual([]);
  });
});
