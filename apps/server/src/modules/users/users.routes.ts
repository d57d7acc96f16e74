import {
  authProvidersSchema,
  forgotPasswordInputSchema,
  forgotPasswordResultSchema,
  registerInputSchema,
  registerResultSchema,
  registerSsoResultSchema,
  resetTokenCheckInputSchema,
  resetTokenCheckResultSchema,
  userRolesSchema,
} from '@vitrine/contracts/auth';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEncodedOnce } from '../../platform/http/encoded-once.ts';
import type { UsersService } from './users.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
/** Each remembered session user's `/userRoles` answer (the same object while it is cached). */
const rolesAnswers = new WeakMap<object, object>();

export const usersRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (
  app,
  { usersService },
) => {
  app.post(
    '/user/register',
    {
      preHandler: app.limitAttempts('register'),
      schema: {
        'x-roles': ['public'],
        tags: ['users'],
        summary: 'Create a customer account and sign it in',
        body: registerInputSchema,
        response: { 201: registerResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      return reply.status(201).send(await usersService.register(request.body, client));
    },
  );

  app.post(
    '/user/register-sso',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: ['users'],
        summary: 'Make the signed-in (social) user a customer; idempotent',
        response: { 200: registerSsoResultSchema, ...errors },
      },
    },
    async (request) => usersService.registerSso(request.user.id),
  );

  const rolesText = createEncodedOnce<object>(userRolesSchema);
  const sendRoles = (reply: FastifyReply, user: { id: string; roles: object }) => {
    let answer = rolesAnswers.get(user);
    if (!answer) {
      answer = { _id: user.id, role: user.roles };
      rolesAnswers.set(user, answer);
    }
    return rolesText(reply, answer);
  };
  app.get(
    '/userRoles',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: ['users'],
        summary: "The signed-in user's id and role flags",
        response: { 200: userRolesSchema, ...errors },
      },
    },
    // The flags came with the session (one lookup, cached briefly): no query of its own, and
    // the answer's text is made once per remembered session (a role change makes a new one).
    async (request, reply) => sendRoles(reply, request.user),
  );

  app.post(
    '/user/forgot-password',
    {
      preHandler: app.limitAttempts('forgot-password'),
      schema: {
        'x-roles': ['public'],
        tags: ['users'],
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        body: forgotPasswordInputSchema,
        response: { 202: forgotPasswordResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await usersService.forgotPassword(request.body)),
  );

  app.post(
    '/user/reset-password/check',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['users'],
        summary: 'Whether a password reset link can still be used; the token is not consumed',
        body: resetTokenCheckInputSchema,
        response: { 200: resetTokenCheckResultSchema, ...errors },
      },
    },
    async (request) => usersService.checkResetToken(request.body.token),
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['users'],
        summary: 'Which social sign-in providers are configured',
        response: { 200: authProvidersSchema },
      },
    },
    async () => usersService.providers(),
  );
};
