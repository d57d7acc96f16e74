import {
  accountDeletedSchema,
  addressInputSchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  codeSentSchema,
  deleteAccountInputSchema,
  profileSchema,
  sendEmailCodeInputSchema,
  sendMobileCodeInputSchema,
  updateProfileInputSchema,
  verifyEmailCodeInputSchema,
  verifyMobileCodeInputSchema,
} from '@vitrine/contracts/account';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/lib/app-error.ts';
import type { AccountService } from './account.service.ts';
import type { VerificationFlows } from './verification-flows.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const throttled = { ...errors, 409: errorBodySchema, 429: errorBodySchema };

/** A throttled send answers 429 with Retry-After, as the attempt limits do. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      const seconds = (error.details as { retryAfterSeconds?: number } | undefined)
        ?.retryAfterSeconds;
      if (seconds) reply.header('retry-after', seconds);
    }
    throw error;
  }
}

/** /user/profile, /user/address, /verification/*, export and deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  verification: VerificationFlows;
}> = async (app, { accountService, verification }) => {
  const profileTags = ['profile'];

  app.get(
    '/user/profile',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: profileTags,
        summary: 'My profile: name, photo, verified email and mobile, currency, locale, time zone',
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => accountService.getProfile(request.user.id),
  );

  app.patch(
    '/user/profile',
    {
      schema: {
        'x-roles': ['signed-in'],
        'x-owned': { photoId: 'uploaded-image' },
        tags: profileTags,
        summary:
          'Change my name, photo (one of my uploads), currency, locale or time zone; email and mobile change through a code',
        body: updateProfileInputSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => accountService.updateProfile(request.user.id, request.body),
  );

  // Verification codes ---------------------------------------------------------------------

  const verificationTags = ['verification'];
  app.post(
    '/verification/send-email-otp',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: verificationTags,
        summary:
          'Mail a 6-digit code to an address (a new one changes my email once verified); 60 s apart, 5 an hour',
        body: sendEmailCodeInputSchema,
        response: { 202: codeSentSchema, ...throttled },
      },
    },
    async (request, reply) => {
      const sent = await withRetryAfter(reply, () =>
        verification.sendEmail(request.user.id, request.body.email),
      );
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/verification/verify-email-otp',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: verificationTags,
        summary:
          'Check the code: the address becomes my verified email (409 if another account has it)',
        body: verifyEmailCodeInputSchema,
        response: { 200: profileSchema, ...throttled },
      },
    },
    async (request) => {
      await verification.verifyEmail(request.user.id, request.body.email, request.body.code);
      return accountService.getProfile(request.user.id);
    },
  );

  for (const path of ['/verification/send-mobile-otp', '/verification/resend-mobile-otp']) {
    app.post(
      path,
      {
        schema: {
          'x-roles': ['signed-in'],
          tags: verificationTags,
          summary: path.endsWith('resend-mobile-otp')
            ? 'Send a new code to the number (the previous one stops working); 60 s apart, 5 an hour'
            : 'Text a 6-digit code to a mobile number; 60 s apart, 5 an hour',
          body: sendMobileCodeInputSchema,
          response: { 202: codeSentSchema, ...throttled },
        },
      },
      async (request, reply) => {
        const sent = await withRetryAfter(reply, () =>
          verification.sendMobile(request.user.id, request.body.mobile),
        );
        return reply.status(202).send(sent);
      },
    );
  }

  app.post(
    '/verification/verify-mobile-otp',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: verificationTags,
        summary: 'Check the code: the number becomes my verified mobile',
        body: verifyMobileCodeInputSchema,
        response: { 200: profileSchema, ...throttled },
      },
    },
    async (request) => {
      await verification.verifyMobile(request.user.id, request.body.mobile, request.body.code);
      return accountService.getProfile(request.user.id);
    },
  );

  // Addresses -------------------------------------------------------------------------------

  const addressTags = ['addresses'];
  app.get(
    '/user/address',
    {
      schema: {
        'x-roles': ['customer'],
        tags: addressTags,
        summary: 'My addresses, the default first, then newest first',
        response: { 200: addressListSchema, ...errors },
      },
    },
    async (request) => accountService.listAddresses(request.user.id),
  );

  app.post(
    '/user/address',
    {
      schema: {
        'x-roles': ['customer'],
        tags: addressTags,
        summary:
          'Add an address (my first one becomes the default); postal code and phone checked for the country',
        body: addressInputSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await accountService.addAddress(request.user.id, request.body)),
  );

  app.get(
    '/user/address/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'address' },
        tags: addressTags,
        summary: 'One of my addresses (404 for anyone else’s)',
        params: addressParamsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => accountService.getAddress(request.user.id, request.params.id),
  );

  app.put(
    '/user/address/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'address' },
        tags: addressTags,
        summary:
          'Change one of my addresses (the whole address; it stays the default if it was); orders keep the address they were sent to',
        params: addressParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) =>
      accountService.updateAddress(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/user/address/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'address' },
        tags: addressTags,
        summary: 'Delete one of my addresses; deleting the default makes the newest one default',
        params: addressParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accountService.deleteAddress(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/address/:id/mark-default',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'address' },
        tags: addressTags,
        summary: 'Make one of my addresses the default (the previous default stops being one)',
        params: addressParamsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => accountService.markDefault(request.user.id, request.params.id),
  );

  // Export and deletion --------------------------------------------------------------------

  app.get(
    '/user/export',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: profileTags,
        summary: 'Download everything my account holds as one JSON file',
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="vitrine-account.json"');
      return accountService.exportData(request.user.id);
    },
  );

  app.delete(
    '/user/account',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: profileTags,
        summary:
          'Close my account (password asked again): sessions end, sign-in stops, credits are forfeited, payments are kept by law',
        body: deleteAccountInputSchema,
        response: { 200: accountDeletedSchema, ...errors },
      },
    },
    async (request) => accountService.deleteAccount(request.user.id, request.body.password),
  );
};
