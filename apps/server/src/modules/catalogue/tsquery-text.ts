/**
 * Reading back what PostgreSQL prints for a normalised tsquery (`to_tsquery(…)::text`), so that
 * the shop index can match it in process. Only what our queries produce is understood: quoted
 * lexemes, optionally `:*` (prefix), combined with `&`, `|` and parentheses. Anything else (`!`,
 * phrase operators `<->`, weights) is reported as unsupported and the caller asks PostgreSQL.
 */

export type TsqueryNode =
  | { kind: 'lexeme'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; items: TsqueryNode[] };

/** Undefined when the text uses anything beyond lexemes, `:*`, `&`, `|` and parentheses. */
export function parseTsquery(text: string): TsqueryNode | undefined {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };

  function lexeme(): TsqueryNode | undefined {
    // Quoted as tsqueryout writes it: ' doubled, and backslashes escaped.
    at++;
    let value = '';
    for (;;) {
      const c = text[at];
      if (c === undefined) return undefined;
      if (c === "'" && text[at + 1] === "'") {
        value += "'";
        at += 2;
      } else if (c === "'") {
        at++;
        break;
      } else if (c === '\\' && text[at + 1] !== undefined) {
        value += text[at + 1];
        at += 2;
      } else {
        value += c;
        at++;
      }
    }
    let prefix = false;
    if (text[at] === ':') {
      if (text[at + 1] !== '*') return undefined;
      if (text[at + 2] !== undefined && text[at + 2] !== ' ' && text[at + 2] !== ')') {
        return undefined;
      }
      prefix = true;
      at += 2;
    }
    return { kind: 'lexeme', lexeme: value, prefix };
  }

  function operand(): TsqueryNode | undefined {
    skipSpaces();
    if (text[at] === '(') {
      at++;
      const inner = either();
      skipSpaces();
      if (!inner || text[at] !== ')') return undefined;
      at++;
      return inner;
    }
    return text[at] === "'" ? lexeme() : undefined;
  }

  function sequence(
    operator: '&' | '|',
    next: () => TsqueryNode | undefined,
  ): TsqueryNode | undefined {
    const first = next();
    if (!first) return undefined;
    const items = [first];
    for (;;) {
      skipSpaces();
      if (text[at] !== operator) break;
      at++;
      const item = next();
      if (!item) return undefined;
      items.push(item);
    }
    return items.length === 1 ? first : { kind: operator === '&' ? 'and' : 'or', items };
  }

  const both = (): TsqueryNode | undefined => sequence('&', operand);
  const either = (): TsqueryNode | undefined => sequence('|', both);

  const tree = either();
  skipSpaces();
  return tree && at === text.length ? tree : undefined;
}
