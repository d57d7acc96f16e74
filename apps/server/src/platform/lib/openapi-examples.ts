/**
 * OpenAPI 3.0 Schema Objects take one `example`, never the JSON Schema `examples` list. The
 * contracts describe inputs with zod's `.meta({ examples: [...] })`; @fastify/swagger turns a
 * body's or a parameter's own list into the media object's examples and downgrades the lists
 * under `properties` and `items`, but leaves those under `oneOf`, `anyOf`, `allOf`, `not` and
 * `additionalProperties` (a discriminated union's branches, for one). This pass, run on the
 * finished document, turns every list still inside a schema into its first entry as `example`.
 * The `examples` maps of media and parameter objects are not schemas and stay as they are.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA = ['items', 'additionalProperties', 'not'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

/** One schema and everything nested in it, in place. */
function downgradeSchema(schema: unknown): void {
  if (!isObject(schema)) return;
  if (Array.isArray(schema.examples)) {
    if (schema.example === undefined && schema.examples.length > 0)
      schema.example = schema.examples[0];
    delete schema.examples;
  }
  if (isObject(schema.properties)) Object.values(schema.properties).forEach(downgradeSchema);
  for (const key of SUBSCHEMA) downgradeSchema(schema[key]);
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach(downgradeSchema);
  }
}

/** A map of media types (`content`): each one's schema. */
function downgradeContent(content: unknown): void {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) if (isObject(media)) downgradeSchema(media.schema);
}

/** A parameter or a header: a schema, or a `content` map. */
function downgradeParameter(parameter: unknown): void {
  if (!isObject(parameter)) return;
  downgradeSchema(parameter.schema);
  downgradeContent(parameter.content);
}

function downgradeResponse(response: unknown): void {
  if (!isObject(response)) return;
  downgradeContent(response.content);
  if (isObject(response.headers)) Object.values(response.headers).forEach(downgradeParameter);
}

const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Rewrites the document in place and returns it (for `transformObject`). */
export function withoutSchemaExamples<T>(document: T): T {
  if (!isObject(document)) return document;
  const components = isObject(document.components) ? document.components : {};
  if (isObject(components.schemas)) Object.values(components.schemas).forEach(downgradeSchema);
  if (isObject(components.parameters))
    Object.values(components.parameters).forEach(downgradeParameter);
  if (isObject(components.headers)) Object.values(components.headers).forEach(downgradeParameter);
  if (isObject(components.requestBodies))
    for (const body of Object.values(components.requestBodies))
      if (isObject(body)) downgradeContent(body.content);
  if (isObject(components.responses))
    Object.values(components.responses).forEach(downgradeResponse);

  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    if (Array.isArray(item.parameters)) item.parameters.forEach(downgradeParameter);
    for (const method of OPERATION_KEYS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      if (Array.isArray(operation.parameters)) operation.parameters.forEach(downgradeParameter);
      if (isObject(operation.requestBody)) downgradeContent(operation.requestBody.content);
      if (isObject(operation.responses))
        Object.values(operation.responses).forEach(downgradeResponse);
    }
  }
  return document;
}
