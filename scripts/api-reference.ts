/**
 * npm run docs:api
 *
 * Writes docs/api-reference.md from the OpenAPI document the server serves at /api/docs/json:
 * the real app is built on a throwaway in-memory database (as the tests build it) and asked for
 * the document. Per tag (alphabetical), each operation (by path, then method): summary,
 * description (who may call it), authentication, owned inputs, parameters, request body fields
 * and responses by status code. The output depends on nothing but the document, so a server test
 * renders it again and fails when the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  PASSED_THROUGH_AUTH_ENDPOINTS,
  type PassedThroughAuthEndpoint,
} from '../apps/server/src/modules/users/index.ts';

export const REFERENCE_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'api-reference.md',
);

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  nullable?: boolean;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  not?: Schema;
};
type Media = { schema?: Schema };
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
  'x-owned'?: Record<string, string>;
};
export type OpenApiDocument = {
  openapi: string;
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];
/** Fields nested deeper than this in a request body are summed up as their parent's type. */
const MAX_FIELD_DEPTH = 4;
/** Levels of a response body's shape spelled out; deeper objects read `{…}`. */
const MAX_SHAPE_DEPTH = 2;
/** A pattern is shown when it is this short (long ones are dates, UUIDs and the like). */
const MAX_PATTERN = 40;

const isObjectSchema = (schema: Schema) =>
  schema.type === 'object' || (schema.type === undefined && schema.properties !== undefined);
const isForbidden = (schema: Schema) =>
  schema.not !== undefined && Object.keys(schema.not).length === 0;
const variants = (schema: Schema) => schema.oneOf ?? schema.anyOf;

/** Text safe inside a table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
/** A name in code type: `shopId`. */
const code = (name: string) => `\`${name}\``;
/** A JSON value in code type: `"INR"`, `10`, `null`. */
const literal = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** The allOf parts folded into one schema (properties and required lists merged). */
function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(merged).reduce<Schema>(
    (into, part) => ({
      ...part,
      ...into,
      properties: { ...part.properties, ...into.properties },
      required: [...(into.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/** A short type: `string (uuid)`, `integer`, `array of object`, `"a" \| "b"`, `one of: …`. */
export function typeOf(input: Schema): string {
  const schema = merged(input);
  const orNull = schema.nullable ? ' or null' : '';
  if (schema.$ref) return `${schema.$ref.split('/').pop()}${orNull}`;
  if (isForbidden(schema)) return 'not accepted';
  const options = variants(schema);
  if (options) {
    const named = options.map((branch, index) =>
      isObjectSchema(merged(branch)) ? `object (${branchLabel(branch, index)})` : typeOf(branch),
    );
    return `one of: ${named.join(', ')}${orNull}`;
  }
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null);
    const nullable = values.length < schema.enum.length || schema.nullable ? ' or null' : '';
    return `${values.map(literal).join(', ')}${nullable}`;
  }
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  const named = types.map((type) => {
    if (type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
    if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
      return `map of ${typeOf(schema.additionalProperties)}`;
    if (schema.format) return `${type} (${schema.format})`;
    return type;
  });
  return `${named.join(' or ')}${orNull}`;
}

/** Bounds, defaults, patterns and examples: what a caller needs to send a valid value. */
export function notesOf(input: Schema): string {
  const schema = merged(input);
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  // zod's integers carry the safe-integer range as bounds: no news to a caller.
  const bound = (label: string, value: number | boolean | undefined) => {
    if (typeof value === 'number' && Math.abs(value) !== Number.MAX_SAFE_INTEGER)
      notes.push(`${label} ${value}`);
  };
  bound('min', schema.minimum);
  bound('max', schema.maximum);
  bound('above', schema.exclusiveMinimum);
  bound('below', schema.exclusiveMaximum);
  bound('min length', schema.minLength);
  bound('max length', schema.maxLength);
  bound('min items', schema.minItems);
  bound('max items', schema.maxItems);
  if (schema.pattern && !schema.format && schema.pattern.length <= MAX_PATTERN)
    notes.push(`pattern ${code(schema.pattern)}`);
  if (schema.default !== undefined) notes.push(`default ${literal(schema.default)}`);
  if (schema.example !== undefined) notes.push(`e.g. ${literal(schema.example)}`);
  return notes.join('; ');
}

/** A union branch's name: its discriminating constant (`kind: amount`), else its position. */
function branchLabel(branch: Schema, index: number): string {
  for (const [name, property] of Object.entries(merged(branch).properties ?? {})) {
    if (property.enum?.length === 1) return `${name}: ${String(property.enum[0])}`;
  }
  return `option ${index + 1}`;
}

type Field = { name: string; type: string; required: boolean; notes: string };

/** Every field of an object schema, nested ones with dotted names (`amount.currency`). */
export function fieldsOf(input: Schema, prefix = '', depth = 1): Field[] {
  const schema = merged(input);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const field = {
      name,
      type: typeOf(property),
      required: required.has(key),
      notes: notesOf(property),
    };
    return [field, ...nestedFields(property, name, depth)];
  });
}

/** The fields inside a field: an object's, an array's items', or each union branch's. */
function nestedFields(input: Schema, name: string, depth: number): Field[] {
  if (depth >= MAX_FIELD_DEPTH) return [];
  const schema = merged(input);
  const options = variants(schema);
  if (options)
    return options.flatMap((branch, index) =>
      isObjectSchema(merged(branch))
        ? fieldsOf(branch, `${name} (${branchLabel(branch, index)}).`, depth + 1)
        : [],
    );
  if (schema.type === 'array' && schema.items)
    return nestedFields(schema.items, `${name}[]`, depth);
  if (isObjectSchema(schema)) return fieldsOf(schema, `${name}.`, depth + 1);
  return [];
}

/** A body's outline: `{ id, items: [{ name, price }], total? }`. */
export function shapeOf(input: Schema, depth = 0): string {
  const schema = merged(input);
  const options = variants(schema);
  if (options) return options.map((branch) => shapeOf(branch, depth)).join(' or ');
  if (schema.type === 'array') return `[${schema.items ? shapeOf(schema.items, depth) : 'any'}]`;
  if (isObjectSchema(schema) && schema.properties) {
    if (depth >= MAX_SHAPE_DEPTH) return '{…}';
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties)
      .filter(([, property]) => !isForbidden(property))
      .map(([key, property]) => {
        const inner = merged(property);
        const nested =
          isObjectSchema(inner) || inner.type === 'array' || variants(inner)
            ? `: ${shapeOf(inner, depth + 1)}`
            : '';
        return `${key}${required.has(key) ? '' : '?'}${nested}`;
      });
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  // The outline is printed as code: no code spans inside it.
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  return typeOf(schema).replace(/`/g, '');
}

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

const fieldRows = (fields: Field[]) =>
  fields.map((f) => [code(f.name), f.type, f.required ? 'yes' : 'no', f.notes]);

/** The error answers, all of which carry the same body: named once, by status. */
const isErrorStatus = (status: string) => /^[45]/.test(status);

function renderOperation(method: string, route: string, operation: Operation): string[] {
  const lines = [`### ${method.toUpperCase()} ${route}`, ''];
  if (operation.summary) lines.push(`**${operation.summary}**`, '');
  if (operation.description) lines.push(operation.description, '');
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  lines.push(
    schemes.length
      ? `Authentication: ${schemes.map(code).join(' or ')} (a bearer token or the session cookie).`
      : 'Authentication: none.',
    '',
  );
  const owned = Object.entries(operation['x-owned'] ?? {});
  if (owned.length)
    lines.push(
      `Owned inputs: ${owned.map(([input, kind]) => `${code(input)} (${kind})`).join(', ')}; ` +
        "one that names another account's object answers 404, like one that names nothing.",
      '',
    );

  const parameters = [...(operation.parameters ?? [])].sort(
    (a, b) =>
      ['path', 'query', 'header', 'cookie'].indexOf(a.in) -
      ['path', 'query', 'header', 'cookie'].indexOf(b.in),
  );
  if (parameters.length) {
    lines.push(
      'Parameters:',
      '',
      ...table(
        ['Name', 'In', 'Type', 'Required', 'Notes'],
        parameters.map((p) => {
          const schema = p.schema ?? {};
          const notes = [p.description, notesOf(schema)].filter(Boolean).join('; ');
          return [code(p.name), p.in, typeOf(schema), p.required ? 'yes' : 'no', notes];
        }),
      ),
      '',
    );
  }

  const body = operation.requestBody;
  for (const [contentType, media] of Object.entries(body?.content ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const schema = media.schema ?? {};
    const fields = fieldsOf(schema);
    lines.push(
      `Request body (${code(contentType)}${body?.required ? ', required' : ''}): ${
        fields.length ? 'object' : typeOf(schema)
      }${fields.length ? '' : '.'}`,
      '',
    );
    if (fields.length)
      lines.push(...table(['Field', 'Type', 'Required', 'Notes'], fieldRows(fields)), '');
  }

  const responses = Object.entries(operation.responses ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  const successes = responses.filter(([status]) => !isErrorStatus(status));
  const errors = responses.filter(([status]) => isErrorStatus(status));
  lines.push('Responses:', '');
  for (const [status, response] of successes) {
    const contents = Object.entries(response.content ?? {});
    const described =
      response.description && response.description !== 'Default Response'
        ? response.description.replace(/\.?$/, '.')
        : '';
    if (!contents.length) {
      lines.push(`- \`${status}\`: no body.${described ? ` ${described}` : ''}`);
      continue;
    }
    for (const [contentType, media] of contents) {
      const shape =
        contentType === 'application/json' && media.schema ? code(shapeOf(media.schema)) : '';
      const text = [shape, described].filter(Boolean).join(' ');
      lines.push(`- \`${status}\` ${code(contentType)}${text ? `: ${text}` : ''}`);
    }
  }
  if (errors.length)
    lines.push(
      `- ${errors.map(([status]) => code(status)).join(', ')}: the error body ` +
        '(`{ error: { code, message, details? } }`).',
    );
  lines.push('');
  return lines;
}

const anchor = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/**
 * The better-auth endpoints served under /api/auth are not in the OpenAPI document (better-auth
 * answers them itself): listed here from the one list that decides which are served.
 */
function renderAuthEndpoints(endpoints: readonly PassedThroughAuthEndpoint[]): string[] {
  return [
    '## Sign-in service (`/api/auth`)',
    '',
    'better-auth answers these itself, so they are not in the OpenAPI document. Only these are ' +
      'served (`modules/users/auth-endpoints.ts`); every other path under `/api/auth` answers 404, ' +
      'and a signed-in one answers 401 without a live session. None answers a session token other ' +
      "than the caller's own new one.",
    '',
    ...table(
      ['Method', 'Path', 'Access', 'Why it is exposed'],
      endpoints.map((e) => [e.method, code(`/api/auth${e.path}`), e.access, e.why]),
    ),
    '',
  ];
}

/** The reference as Markdown; the same document always gives the same text. */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; route: string; operation: Operation }[]>();
  for (const route of Object.keys(document.paths).sort()) {
    const item = document.paths[route] ?? {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, route, operation }]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const count = [...byTag.values()].reduce((sum, list) => sum + list.length, 0);
  const lines = [
    '# Vitrine API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the OpenAPI document; do not edit by hand. -->',
    '',
    `${document.info?.title ?? 'API'} ${document.info?.version ?? ''}, OpenAPI ${document.openapi}: ` +
      `${count} operations under ${tags.length} tags. The running server serves the same document ` +
      'at `/api/docs/json` and browses it at `/api/docs`. The conventions every operation follows ' +
      '(authentication, roles, errors, paging, rate limits, uploads, realtime) are in the ' +
      '[API guide](api-guide.md).',
    '',
    'Each operation lists its parameters, its request body fields (nested ones with dotted names; ' +
      "a union's branches named by their discriminating field) and its answers: a success body's " +
      'outline (`?` marks an optional field, `{…}` a deeper object) and the status codes of its ' +
      'error answers.',
    '',
    '## Tags',
    '',
    ...tags.map((tag) => `- [${tag}](#${anchor(tag)}) (${byTag.get(tag)?.length ?? 0})`),
    '- [Sign-in service (`/api/auth`)](#sign-in-service-apiauth)',
    '',
    ...renderAuthEndpoints(PASSED_THROUGH_AUTH_ENDPOINTS),
  ];
  for (const tag of tags) {
    lines.push(`## ${tag}`, '');
    for (const { method, route, operation } of byTag.get(tag) ?? [])
      lines.push(...renderOperation(method, route, operation));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The document as the server serves it, from the real app on a throwaway database. */
export async function servedOpenApiDocument(): Promise<OpenApiDocument> {
  const { createTestApp } = await import('../apps/server/src/test/test-app.ts');
  const t = await createTestApp();
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json answered ${response.statusCode}`);
    return response.json() as OpenApiDocument;
  } finally {
    await t.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = renderApiReference(await servedOpenApiDocument());
  writeFileSync(REFERENCE_PATH, text);
  console.log(`wrote ${path.relative(process.cwd(), REFERENCE_PATH)} (${text.length} characters)`);
}
