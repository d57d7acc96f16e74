import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSmallCatalogue } from './modules/catalogue/testing.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * "No 5xx from anything a client can send": every operation in the OpenAPI document is called
 * with hostile path parameters, query strings and bodies, signed out and signed in, and must
 * answer below 500 with the one error body whenever it refuses.
 */

type Operation = { method: string; path: string; parameters: { name: string; in: string }[] };

const HOSTILE_VALUES = [
  '',
  ' ',
  'x',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'null',
  'true',
  '%00',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u0000',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  '[]',
  '{}',
];

const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { email: 'not-an-email', password: 1, name: ['x'] },
  { id: { $ne: null }, shopId: 7, planId: -1, orderId: null },
  {
    razorpay_order_id: 'order_x',
    razorpay_payment_id: 'pay_x',
    razorpay_signature: 'f'.repeat(64),
  },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { email: `${'a'.repeat(300)}@example.com`, name: 'b'.repeat(10_000), password: 'c'.repeat(500) },
];

/** Operations outside the OpenAPI document: better-auth's, the sandbox checkout page, the dev mailbox. */
const UNDOCUMENTED: Operation[] = [
  ...[
    'sign-in/email',
    'sign-up/email',
    'sign-out',
    'request-password-reset',
    'reset-password',
    'change-password',
    'update-user',
  ].map((path) => ({ method: 'POST', path: `/api/auth/${path}`, parameters: [] })),
  { method: 'GET', path: '/api/auth/get-session', parameters: [] },
  {
    method: 'GET',
    path: '/api/auth/reset-password/{token}',
    parameters: [{ name: 'callbackURL', in: 'query' }],
  },
  { method: 'GET', path: '/pay/sandbox/checkout/{orderId}', parameters: [] },
  { method: 'POST', path: '/pay/sandbox/checkout/{orderId}', parameters: [] },
  { method: 'GET', path: '/dev/mailbox', parameters: [] },
  { method: 'GET', path: '/api/v1/dev/mailbox', parameters: [{ name: 'to', in: 'query' }] },
];

let t: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  await seedSmallCatalogue(t.app, 5);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: {
      name: 'Robust Tester',
      email: 'robust@example.com',
      password: 'Tamarind-Kite-Lantern-88',
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  token = registered.json().token;

  const document = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
      })),
  );
  operations = [...documented, ...UNDOCUMENTED];
}, 120_000);
afterAll(() => t?.close());

/** Fills `{param}` segments of an OpenAPI path. */
const fillPath = (path: string, value: string) =>
  path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

async function call(
  operation: Operation,
  options: { pathValue: string; query?: string; body?: unknown; signedIn: boolean },
) {
  const url = `${fillPath(operation.path, options.pathValue)}${options.query ? `?${options.query}` : ''}`;
  const withBody = !['GET', 'DELETE'].includes(operation.method) && options.body !== undefined;
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url,
    headers: {
      origin: 'http://localhost:3000',
      ...(options.signedIn ? { authorization: `Bearer ${token}` } : {}),
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { url, response };
}

function expectNoServerError(label: string, { url, response }: Awaited<ReturnType<typeof call>>) {
  const where = `${label} ${url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
    const body = response.json() as { error?: { code?: string; message?: string } };
    expect(body.error?.code, where).toEqual(expect.any(String));
    expect(body.error?.message, where).toEqual(expect.any(String));
  }
}

describe('hostile input on every API operation', () => {
  it('finds the API in the OpenAPI document', () => {
    const apiOperations = operations.filter((o) => o.path.startsWith('/api/v1/'));
    expect(apiOperations.length).toBeGreaterThan(30);
  });

  it('answers hostile path parameters and query values below 500', async () => {
    for (const operation of operations) {
      const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of HOSTILE_VALUES) {
        const query = queryNames
          .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
        for (const signedIn of [false, true]) {
          const label = `${operation.method} ${operation.path} (${signedIn ? 'signed in' : 'signed out'})`;
          expectNoServerError(
            label,
            await call(operation, { pathValue: value || 'x', query, signedIn }),
          );
        }
      }
      // Every query parameter repeated, and one that is not declared at all.
      const repeated = queryNames.map((name) => `${name}=a&${name}=b`).join('&');
      expectNoServerError(
        `${operation.method} ${operation.path} (repeated)`,
        await call(operation, {
          pathValue: 'x',
          query: `${repeated}&unknownParam=1`,
          signedIn: true,
        }),
      );
    }
  }, 300_000);

  it('answers hostile JSON bodies below 500', async () => {
    const withBodies = operations.filter((o) => !['GET', 'DELETE'].includes(o.method));
    expect(withBodies.length).toBeGreaterThan(5);
    for (const operation of withBodies) {
      for (const body of HOSTILE_BODIES) {
        for (const signedIn of [false, true]) {
          const label = `${operation.method} ${operation.path} body ${JSON.stringify(body)?.slice(0, 60)}`;
          expectNoServerError(label, await call(operation, { pathValue: 'x', body, signedIn }));
        }
      }
    }
  }, 300_000);

  it('answers malformed JSON and wrong content types below 500', async () => {
    const withBodies = operations.filter((o) => !['GET', 'DELETE'].includes(o.method));
    for (const operation of withBodies) {
      for (const [contentType, payload] of [
        ['application/json', '{"email": '],
        ['application/json', '\u0000'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1&b=2'],
        ['application/xml', '<a/>'],
      ] as const) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: fillPath(operation.path, 'x'),
          headers: {
            origin: 'http://localhost:3000',
            authorization: `Bearer ${token}`,
            'content-type': contentType,
          },
          payload,
        });
        expect(
          response.statusCode,
          `${operation.method} ${operation.path} ${contentType} → ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  }, 300_000);

  it('answers multipart bodies cut short or without a boundary below 500', async () => {
    const withBodies = operations.filter((o) => !['GET', 'DELETE'].includes(o.method));
    const boundary = '----vitrine-robustness';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n';
    for (const operation of withBodies) {
      for (const [contentType, payload] of [
        [`multipart/form-data; boundary=${boundary}`, head],
        [`multipart/form-data; boundary=${boundary}`, head.slice(0, 30)],
        [`multipart/form-data; boundary=${boundary}`, `${head}\r\n--${boundary}`],
        ['multipart/form-data', head],
      ] as const) {
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: `${fillPath(operation.path, 'x')}${operation.path.includes('uploads/images') ? '?purpose=logo' : ''}`,
          headers: {
            origin: 'http://localhost:3000',
            authorization: `Bearer ${token}`,
            'content-type': contentType,
          },
          payload,
        });
        expect(
          response.statusCode,
          `${operation.method} ${operation.path} ${JSON.stringify(payload.slice(-20))} → ${response.body.slice(0, 200)}`,
        ).toBeLessThan(500);
      }
    }
  }, 300_000);
});
