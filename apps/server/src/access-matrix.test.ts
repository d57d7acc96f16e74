import type { RoleFlags } from '@vitrine/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSmallCatalogue } from './modules/catalogue/testing.ts';
import { STAFF_PERMISSIONS, type StaffPermission } from '@vitrine/contracts/staff';
import { session as sessionTable } from './modules/users/auth.schema.ts';
import { employee as employeeTable } from './platform/db/schema/staff.ts';
import { createUsersRepository, PASSED_THROUGH_AUTH_ENDPOINTS } from './modules/users/index.ts';
import { ROLES, type Access, type Role } from './platform/http/access.ts';
import { accountWithRoles, bearer, newAccount, registerAccount, signIn } from './test/accounts.ts';
import { ownershipFixtures, type Owner } from './test/ownership-fixtures.ts';
import { createTestApp } from './test/test-app.ts';

/**
 * The role and ownership matrices, generated from the OpenAPI document: every operation says
 * who may call it (`x-roles`) and which of its inputs name owned objects (`x-owned`), and is
 * called accordingly. An operation added later is covered the day it is added.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  format?: string;
  anyOf?: JsonSchema[];
  $ref?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type DocumentOperation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  'x-roles'?: Access[];
  'x-owned'?: Record<string, string>;
  'x-permission'?: StaffPermission;
};
type Operation = DocumentOperation & { method: string; path: string; label: string };

const t = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
});
const document = t.app.swagger() as {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
      label: `${method.toUpperCase()} ${path}`,
    })),
);
/** Operations that need a session, and those that also need one of their listed roles. */
const restricted = operations.filter((o) => o['x-roles']?.[0] !== 'public');
const roleLists = restricted.filter((o) => o['x-roles'] && o['x-roles'][0] !== 'signed-in');
/** Staff operations: those that also need an area (shops, support, content, credits). */
const staffOperations = restricted.filter((o) => o['x-permission']);

const NO_ROLES: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
const flagsOf = (roles: readonly Role[]): RoleFlags =>
  Object.fromEntries(ROLES.map((role) => [role, roles.includes(role)])) as RoleFlags;

/** One account per role, and one with no role at all (a social sign-in before register-sso). */
const PERSONAS: { name: string; roles: Role[] }[] = [
  ...ROLES.map((role) => ({ name: role, roles: [role] })),
  { name: 'no role', roles: [] },
];
type Persona = Owner & { name: string; roles: Role[] };
const users = createUsersRepository(t.app.database.db);
let personas: Persona[] = [];

/** A new employee holding exactly these staff areas. */
async function employeeWith(permissions: readonly StaffPermission[]): Promise<Owner> {
  const owner = await accountWith(['employee']);
  await t.app.database.db
    .insert(employeeTable)
    .values({ userId: owner.userId, permissions: [...permissions] });
  return owner;
}

/**
 * A new account holding exactly these roles, made as an administrator makes one (no password
 * rules, one argon2 hash per app): the matrix makes hundreds, and registration is proven by its
 * own tests and by the sign-in service's checks below, which still register.
 */
const accountWith = (roles: readonly Role[]): Promise<Owner> =>
  accountWithRoles(t.app, flagsOf(roles));

const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  const name = schema?.$ref?.split('/').pop();
  return name ? document.components?.schemas?.[name] : schema;
};

/** A value the schema accepts where the document says how (examples, defaults, enums), else a guess. */
function sample(raw: JsonSchema | undefined): unknown {
  const schema = resolve(raw);
  if (!schema) return 'x';
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return sampleObject(schema, {});
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function sampleObject(raw: JsonSchema, values: Record<string, unknown>) {
  const schema = resolve(raw) ?? {};
  const names = new Set([
    ...(schema.required ?? []),
    ...Object.keys(values).filter((name) => schema.properties?.[name]),
  ]);
  return Object.fromEntries(
    [...names].map((name) => [name, values[name] ?? sample(schema.properties?.[name])]),
  );
}

/** Calls an operation with valid-looking inputs, `values` overriding any path, query or body field. */
async function call(
  operation: Operation,
  as: { token?: string },
  values: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(
      String(values[name] ?? sample(parameters.find((p) => p.name === name)?.schema)),
    ),
  );
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const value =
      values[parameter.name] ?? (parameter.required ? sample(parameter.schema) : undefined);
    if (value !== undefined) query.set(parameter.name, String(value));
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? sampleObject(bodySchema, values) : undefined;
  return t.app.inject({
    method: operation.method as 'GET',
    url: query.size > 0 ? `${path}?${query}` : path,
    headers: as.token ? bearer(as.token) : {},
    ...(body === undefined ? {} : { payload: body }),
  });
}

const describeAnswer = (operation: Operation, res: LightMyRequestResponse) =>
  `${operation.label} → ${res.statusCode} ${res.body.slice(0, 200)}`;

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 3);
  personas = [];
  for (const persona of PERSONAS)
    personas.push({ ...persona, ...(await accountWith(persona.roles)) });
}, 120_000);
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists the API, every operation of it declaring who may call it', () => {
    expect(operations.filter((o) => o.path.startsWith('/api/v1/')).length).toBeGreaterThan(30);
    const undeclared = operations.filter((o) => !o['x-roles']?.length).map((o) => o.label);
    expect(undeclared, 'operations without x-roles').toEqual([]);
  });

  it('documents the bearer token, the 401 and the 403 of every operation that needs them', () => {
    for (const operation of restricted) {
      expect(operation.security, operation.label).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses ?? {}), operation.label).toContain('401');
      expect(operation.description, operation.label).toMatch(/Roles: |Any signed-in user/);
    }
    expect(staffOperations.length, 'operations declaring x-permission').toBeGreaterThan(3);
    for (const operation of staffOperations) {
      expect(operation.description, operation.label).toContain(
        `Staff area: ${operation['x-permission']}`,
      );
    }
    for (const operation of roleLists) {
      expect(Object.keys(operation.responses ?? {}), operation.label).toContain('403');
      expect(operation.description, operation.label).toContain(
        `Roles: ${operation['x-roles']!.join(' or ')}.`,
      );
    }
  });

  it('says, for every id a signed-in operation takes, whose object it names', () => {
    const idLike = /^(id|.+Id|.+_id)$/;
    const missing = restricted.flatMap((operation) => {
      const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
      const inputs = [
        ...(operation.parameters ?? [])
          .filter((p) => p.in === 'path' || (p.in === 'query' && idLike.test(p.name)))
          .map((p) => p.name),
        ...Object.keys(bodySchema?.properties ?? {}).filter((name) => idLike.test(name)),
      ];
      const owned = operation['x-owned'] ?? {};
      return inputs.filter((name) => !owned[name]).map((name) => `${operation.label}: ${name}`);
    });
    expect(missing, 'inputs naming objects without an x-owned entry').toEqual([]);
  });
});

describe.each(operations.map((o) => [o.label, o] as const))('%s', (_label, operation) => {
  const access = operation['x-roles'] ?? [];
  const permission = operation['x-permission'];
  // The personas hold no staff area: only an admin passes an operation that needs one.
  const allows = (persona: Persona) =>
    access[0] === 'signed-in' ||
    (persona.roles.some((role) => access.includes(role)) &&
      (!permission || persona.roles.includes('admin')));

  if (access[0] === 'public') {
    it('answers without a token', async () => {
      const res = await call(operation, {});
      expect([401, 403], describeAnswer(operation, res)).not.toContain(res.statusCode);
    });
    return;
  }

  it('answers 401 to a caller without a live session, and is never cached', async () => {
    for (const token of [undefined, 'not-a-session-token']) {
      const res = await call(operation, { token });
      expect(res.statusCode, describeAnswer(operation, res)).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.headers['cache-control'], operation.label).toBe('no-store');
    }
  });

  it(`lets ${access.join(' or ')} through, answers 403 to everyone else, and is never cached`, async () => {
    for (const persona of personas) {
      // Some calls change roles (register-sso makes a customer): each call starts from the persona's own.
      await users.setRoles(
        persona.userId,
        persona.roles.length ? flagsOf(persona.roles) : NO_ROLES,
      );
      const res = await call(operation, persona);
      const where = `${persona.name}: ${describeAnswer(operation, res)}`;
      if (allows(persona)) {
        expect([401, 403], where).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, where).toBe(403);
        expect(res.json().error.code, where).toBe('FORBIDDEN');
      }
      expect(res.headers['cache-control'], where).toBe('no-store');
    }
  });

  if (permission) {
    it(`answers 403 to an employee holding every area but ${permission}, and lets one holding it through`, async () => {
      const without = await employeeWith(STAFF_PERMISSIONS.filter((area) => area !== permission));
      const refused = await call(operation, without);
      expect(refused.statusCode, describeAnswer(operation, refused)).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      const holder = await employeeWith([permission]);
      const allowed = await call(operation, holder);
      expect([401, 403], describeAnswer(operation, allowed)).not.toContain(allowed.statusCode);
    });
  }

  const owned = Object.entries(operation['x-owned'] ?? {}).filter(
    ([, kind]) => kind !== 'public' && kind !== 'checked',
  );
  for (const [input, kind] of owned) {
    it(`answers 404 to another user naming the owner's ${kind} in ${input}`, async () => {
      const fixture = ownershipFixtures[kind];
      expect(fixture, `add a fixture for "${kind}" to test/ownership-fixtures.ts`).toBeDefined();
      const role = access[0] === 'signed-in' ? 'customer' : (access[0] as Role);
      const owner = await accountWith([role]);
      const other = await accountWith([role]);
      const object = await fixture!(t.app, owner);

      const values = { ...object.with, [input]: object.id };
      const refused = await call(operation, other, values);
      expect(refused.statusCode, describeAnswer(operation, refused)).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
      // The very same request from the owner finds it: the id was real.
      const allowed = await call(operation, owner, values);
      expect(allowed.statusCode, describeAnswer(operation, allowed)).not.toBe(404);
    });
  }
});

describe('answers of the sign-in service (/api/auth)', () => {
  it('are never cached: sign-in, the session and a refused sign-in', async () => {
    const account = newAccount();
    await registerAccount(t.app, account);
    const signedIn = await signIn(t.app, account);
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: bearer(signedIn.json().token),
    });
    expect(session.json().user.email).toBe(account.email);
    const refused = await signIn(t.app, { ...account, password: 'not-the-password-at-all' });
    expect(refused.statusCode).toBe(401);
    for (const res of [signedIn, session, refused]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

/** Every endpoint better-auth has (server-only ones have no path), with each method it takes. */
const betterAuthEndpoints = Object.values(t.app.auth.api).flatMap((endpoint) => {
  const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
  if (!path) return [];
  const declared = [options?.method ?? 'GET'].flat() as string[];
  const methods = declared.includes('*') ? ['GET', 'POST'] : declared;
  return methods.map((method) => ({ method, path, label: `${method} /api/auth${path}` }));
});
const passedThrough = (method: string, path: string) =>
  PASSED_THROUGH_AUTH_ENDPOINTS.some((e) => e.method === method && e.path === path);
const authUrl = (path: string) =>
  `/api/auth${path.replace(/:id\b/, 'google').replace(/:[a-zA-Z]+/g, 'x')}`;

/** Bodies that reach the listed endpoints' real work, for an account's own session. */
const authBodies = (account: { email: string; password: string }): Record<string, object> => ({
  '/sign-in/email': { email: account.email, password: account.password },
  '/sign-in/social': { provider: 'google', callbackURL: '/' },
  '/change-password': {
    currentPassword: account.password,
    newPassword: 'Saffron-Kettle-Meadow-73',
    revokeOtherSessions: true,
  },
  '/reset-password': { token: 'not-a-reset-token', newPassword: 'Saffron-Kettle-Meadow-73' },
  '/two-factor/enable': { password: account.password },
  '/two-factor/disable': { password: account.password },
  '/two-factor/verify-totp': { code: '000000' },
  '/two-factor/verify-backup-code': { code: 'abcde-fghij' },
});

/** Every string in an answer shaped like a session token (bare, or the part before a signature). */
const tokenLike = (res: LightMyRequestResponse) =>
  `${res.body} ${JSON.stringify(res.headers)}`.match(
    /(?<![A-Za-z0-9])[A-Za-z0-9]{32}(?![A-Za-z0-9])/g,
  ) ?? [];

describe('the sign-in service (/api/auth) lets through only its listed endpoints', () => {
  it('lists only endpoints better-auth has', () => {
    const unknown = PASSED_THROUGH_AUTH_ENDPOINTS.filter(
      (listed) =>
        !betterAuthEndpoints.some((e) => e.method === listed.method && e.path === listed.path),
    );
    expect(unknown).toEqual([]);
  });

  it('answers 404 to every other endpoint better-auth has, and to paths it never had', async () => {
    const { token } = await registerAccount(t.app);
    const served: string[] = [];
    const others = betterAuthEndpoints.filter((e) => !passedThrough(e.method, e.path));
    expect(others.length, 'better-auth endpoints left closed').toBeGreaterThan(10);
    for (const { method, path, label } of [
      ...others,
      { method: 'POST', path: '/no-such-route', label: 'POST /api/auth/no-such-route' },
    ]) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: authUrl(path),
        headers: bearer(token),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 404 || res.json().error?.code !== 'NOT_FOUND') {
        served.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(served, 'served though not listed').toEqual([]);
  });

  it('answers 401 without a live session where the list says signed-in', async () => {
    for (const { method, path } of PASSED_THROUGH_AUTH_ENDPOINTS.filter(
      (e) => e.access === 'signed-in',
    )) {
      for (const token of [undefined, 'not-a-session-token']) {
        const res = await t.app.inject({
          method,
          url: authUrl(path),
          headers: token ? bearer(token) : {},
          payload: authBodies(newAccount())[path] ?? {},
        });
        expect(res.statusCode, `${method} ${path} → ${res.body.slice(0, 200)}`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it.each(betterAuthEndpoints.map((e) => [e.label, e] as const))(
    '%s hands out no usable token of another session',
    async (_label, { method, path }) => {
      const account = newAccount();
      const { token: mine } = await registerAccount(t.app, account);
      // The same account on another device, and someone else.
      const otherDevice = await signIn(t.app, account);
      expect(otherDevice.statusCode).toBe(200);
      await accountWith(['customer']);
      const ownSession = await t.app.resolveBearer(mine);
      const before = new Set(
        (await t.app.database.db.select({ id: sessionTable.id }).from(sessionTable)).map(
          (row) => row.id,
        ),
      );

      const res = await t.app.inject({
        method: method as 'GET',
        url: authUrl(path),
        headers: bearer(mine),
        ...(method === 'GET' ? {} : { payload: authBodies(account)[path] ?? {} }),
      });
      expect(res.statusCode, `${method} ${path} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      const handedOut: string[] = [];
      for (const candidate of new Set(tokenLike(res))) {
        const live = await t.app.resolveBearer(candidate);
        // Its own session, or one this call opened for the caller, are theirs to have.
        if (live && live.sessionId !== ownSession?.sessionId && before.has(live.sessionId)) {
          handedOut.push(candidate);
        }
      }
      expect(handedOut, `${method} ${path} → ${res.body.slice(0, 300)}`).toEqual([]);
    },
  );
});
