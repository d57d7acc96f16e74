import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import type { OpenAPI } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import {
  REFERENCE_PATH,
  renderApiReference,
  type OpenApiDocument,
} from '../../../scripts/api-reference.ts';
import { withoutSchemaExamples } from './platform/lib/openapi-examples.ts';
import { sharedTestApp } from './test/test-app.ts';

/**
 * The OpenAPI document the app serves at /api/docs/json is valid OpenAPI 3.0: the API reference
 * (docs/api-reference.md), Swagger UI and generated clients read it.
 */

const t = await sharedTestApp();
afterAll(() => t.close());

const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const document = served.json() as OpenApiDocument;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operationCount = Object.values(document.paths)
  .flatMap((item) => Object.keys(item))
  .filter((key) => METHODS.includes(key)).length;

describe('the served OpenAPI document', () => {
  it(`validates as OpenAPI 3.0 with its ${operationCount} operations`, async () => {
    expect(served.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(operationCount).toBeGreaterThan(200);
    // The validator dereferences the document in place: give it a copy.
    const copy = structuredClone(document) as unknown as OpenAPI.Document;
    await expect(SwaggerParser.validate(copy)).resolves.toBeTruthy();
  });

  it('has no `examples` list inside a schema', () => {
    const lists: string[] = [];
    const visit = (value: unknown, at: string, inSchema: boolean) => {
      if (Array.isArray(value))
        return value.forEach((entry, i) => visit(entry, `${at}/${i}`, inSchema));
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        if (key === 'examples' && inSchema && Array.isArray(child)) lists.push(at);
        visit(child, `${at}/${key}`, inSchema || key === 'schema' || key === 'schemas');
      }
    };
    visit(document, '#', false);
    expect(lists).toEqual([]);
  });

  it('is what the committed API reference (docs/api-reference.md) describes', () => {
    const expected = renderApiReference(document).split('\n');
    const committed = readFileSync(REFERENCE_PATH, 'utf8').split('\n');
    let line = expected.findIndex((text, i) => committed[i] !== text);
    if (line === -1 && committed.length !== expected.length) line = expected.length;
    const drift =
      line === -1
        ? undefined
        : `docs/api-reference.md differs from the OpenAPI document from line ${line + 1} ` +
          `(${JSON.stringify(committed[line])} where the document gives ` +
          `${JSON.stringify(expected[line])}): run npm run docs:api`;
    expect(drift).toBeUndefined();
  });
});

describe('withoutSchemaExamples', () => {
  it("turns lists nested in a union's branches into `example`, leaving media examples alone", () => {
    const branch = {
      type: 'object',
      properties: { currency: { type: 'string', examples: ['INR', 'USD'] } },
    };
    const fixed = withoutSchemaExamples({
      openapi: '3.0.3',
      paths: {
        '/offers': {
          post: {
            parameters: [
              { in: 'query', name: 'q', schema: { anyOf: [{ type: 'string', examples: ['a'] }] } },
            ],
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { discount: { oneOf: [branch] } } },
                  examples: { first: { value: { discount: {} } } },
                },
              },
            },
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { not: { examples: [1], example: 2 } } },
                  },
                },
              },
            },
          },
        },
      },
    });
    const post = fixed.paths['/offers'].post;
    expect(post.parameters[0]?.schema.anyOf[0]).toEqual({ type: 'string', example: 'a' });
    const media = post.requestBody.content['application/json'];
    expect(media.schema.properties.discount.oneOf[0]?.properties.currency).toEqual({
      type: 'string',
      example: 'INR',
    });
    expect(media.examples).toEqual({ first: { value: { discount: {} } } });
    // An explicit `example` wins over the list.
    expect(post.responses[200].content['application/json'].schema.items.not).toEqual({
      example: 2,
    });
  });
});
