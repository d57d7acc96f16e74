import type { RoleFlags } from '@vitrine/contracts/auth';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_PERMISSIONS, type StaffPermission } from '@vitrine/contracts/staff';
import { AppError, forbidden } from '../lib/app-error.ts';

/** The roles kept in `user_role`. */
export const ROLES = ['customer', 'vendor', 'employee', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may call an operation: `public` (anyone, no token), `signed-in` (any live session, with
 * or without a role), or one or more roles (any one of them is enough).
 */
export type Access = 'public' | 'signed-in' | Role;

/**
 * What each input that names an object refers to: an owned kind (`credit-order`), `public`
 * (anyone may name it: a shop, a plan) or `checked` (proved another way, e.g. by a signature).
 */
export type OwnedInputs = Readonly<Record<string, string>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Required on every operation: who may call it. Read once by the access plugin, which adds
     * the guard (401 without a live session, 403 without one of the roles, `Cache-Control:
     * no-store` on every answer) and documents it (security, description, 401/403 answers).
     */
    'x-roles'?: readonly Access[];
    /**
     * Inputs (path, query or body field names) that name an object, with the object's kind.
     * An owned kind answers 404 to anyone but its owner (tested for every operation, see
     * `access-matrix.test.ts`); `public` marks ids of objects anyone may name (a shop, a plan),
     * `checked` values proved another way (a payment id, by the checkout's signature).
     */
    'x-owned'?: OwnedInputs;
    /**
     * The staff area an operation belongs to (shops, support, content, credits), on top of
     * `x-roles`: an admin has every area, an employee needs this one (403 FORBIDDEN otherwise),
     * anyone else is refused by the role check.
     */
    'x-permission'?: StaffPermission;
  }
  interface FastifyRequest {
    /** The caller's role flags; set by the access guard on role-restricted operations. */
    roles: RoleFlags;
  }
}

const ACCESS_VALUES: readonly Access[] = ['public', 'signed-in', ...ROLES];
const guardMark = Symbol('access guard');

/** Throws at start-up for a declaration that means nothing or mixes "public" with roles. */
function checkedAccess(access: readonly Access[], where: string): readonly Access[] {
  const unknown = access.filter((value) => !ACCESS_VALUES.includes(value));
  if (access.length === 0 || unknown.length > 0) {
    throw new Error(`${where}: x-roles must list ${ACCESS_VALUES.join(', ')} (got ${access})`);
  }
  const alone = access.filter((value) => value === 'public' || value === 'signed-in');
  if (alone.length > 0 && access.length > 1) {
    throw new Error(`${where}: x-roles "${alone[0]}" cannot be combined with other values`);
  }
  return access;
}

export const describeAccess = (access: readonly Access[]) =>
  access[0] === 'public'
    ? 'Public: no sign-in needed.'
    : access[0] === 'signed-in'
      ? 'Any signed-in user, whatever their role.'
      : `Roles: ${access.join(' or ')}.`;

export const describePermission = (permission: StaffPermission) =>
  `Staff area: ${permission} (admins have every area; an employee needs this one).`;

/** Throws at start-up for an area that does not exist or is put on a non-staff operation. */
function checkedPermission(
  permission: StaffPermission,
  access: readonly Access[],
  where: string,
): StaffPermission {
  if (!STAFF_PERMISSIONS.includes(permission)) {
    throw new Error(`${where}: x-permission must be one of ${STAFF_PERMISSIONS.join(', ')}`);
  }
  if (access.some((value) => value !== 'employee' && value !== 'admin')) {
    throw new Error(`${where}: x-permission needs x-roles of employee and/or admin only`);
  }
  return permission;
}

/**
 * The role guard. An operation declares who may call it in its schema (`'x-roles':
 * ['customer']`); this plugin turns that into an `onRequest` guard (so a refused caller learns
 * nothing from validation) and into the OpenAPI document. Register after `auth`, before routes.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('roles', null as unknown as RoleFlags);

    const guardFor = (access: readonly Access[], permission: StaffPermission | undefined) => {
      const roles = access as readonly Role[];
      /** Staff operations (employees and admins only) need a two-factor session when required. */
      const staffOnly = roles.every((role) => role === 'employee' || role === 'admin');
      const guard: onRequestAsyncHookHandler & { [guardMark]?: true } = async function (
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
        // The answer depends on who asks (even a refusal): no shared or browser cache keeps it.
        reply.header('cache-control', 'no-store');
        await app.requireUser.call(app, request, reply);
        if (access[0] === 'signed-in') return;
        // Read with the session in the same lookup (modules/users/auth.plugin.ts), no query of its own.
        request.roles = request.user.roles;
        if (!roles.some((role) => request.roles[role])) {
          throw forbidden(`This needs the ${roles.join(' or ')} role.`);
        }
        if (!staffOnly) return;
        // Staff operations are few: two-factor and areas are read fresh, so a change is at once.
        const staff = await app.staffAccessOf(request.user.id, request.sessionId);
        // The second factor belongs to the session: the account having it on is not enough.
        if (
          app.config.staffTwoFactorRequired &&
          !(staff.twoFactorEnabled && staff.sessionTwoFactorVerified)
        ) {
          throw new AppError(
            'TWO_FACTOR_REQUIRED',
            staff.twoFactorEnabled
              ? 'Staff work needs this session to pass two-factor sign-in: enter a code from your authenticator app.'
              : 'Staff work needs two-factor sign-in: set it up in your account first.',
            { twoFactorEnabled: staff.twoFactorEnabled },
          );
        }
        if (!permission || request.roles.admin) return;
        if (!staff.permissions.includes(permission)) {
          throw forbidden(`This needs the ${permission} staff area.`);
        }
      };
      guard[guardMark] = true;
      return guard;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const schema: FastifySchema | undefined = route.schema;
      const declared = schema?.['x-roles'];
      if (!schema || !declared) return;
      const where = `${route.method} ${route.url}`;
      const access = checkedAccess(declared, where);
      const permission = schema['x-permission']
        ? checkedPermission(schema['x-permission'], access, where)
        : undefined;
      const description = [
        schema.description,
        describeAccess(access),
        permission && describePermission(permission),
      ]
        .filter(Boolean)
        .join('\n\n');
      if (access[0] === 'public') {
        route.schema = { ...schema, description };
        return;
      }
      const onRequest = [route.onRequest ?? []].flat();
      if (!onRequest.some((hook) => guardMark in hook)) {
        route.onRequest = [guardFor(access, permission), ...onRequest];
      }
      const response = (schema.response ?? {}) as Record<string, unknown>;
      route.schema = {
        ...schema,
        description,
        security: schema.security ?? [{ bearer: [] }],
        response: {
          ...response,
          401: response[401] ?? errorBodySchema,
          ...(access[0] === 'signed-in' ? {} : { 403: response[403] ?? errorBodySchema }),
        },
      };
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
