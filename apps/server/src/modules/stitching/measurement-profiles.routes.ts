import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  measurementProfileInputSchema,
  measurementProfileListSchema,
  measurementProfilePatchSchema,
  measurementProfileSchema,
  profileIdParamsSchema,
} from '@vitrine/contracts/stitching';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MeasurementProfiles } from './measurement-profiles.ts';

const tags = ['stitching'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** The customer's saved measurements, for themself and the people they shop for. */
export const measurementProfilesRoutes: FastifyPluginAsyncZod<{
  profiles: MeasurementProfiles;
}> = async (app, { profiles }) => {
  app.get(
    '/user/measurement-profiles',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My measurement profiles',
        response: { 200: measurementProfileListSchema },
      },
    },
    async (request) => profiles.list(request.user.id),
  );

  app.post(
    '/user/measurement-profiles',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: "Save someone's measurements for a garment (that garment's fields only)",
        body: measurementProfileInputSchema,
        response: { 201: measurementProfileSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await profiles.create(request.user.id, request.body)),
  );

  app.patch(
    '/user/measurement-profiles/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'measurement-profile' },
        tags,
        summary: 'Change a measurement profile',
        params: profileIdParamsSchema,
        body: measurementProfilePatchSchema,
        response: { 200: measurementProfileSchema, ...errors },
      },
    },
    async (request) => profiles.update(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/user/measurement-profiles/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'measurement-profile' },
        tags,
        summary: 'Delete a measurement profile',
        params: profileIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await profiles.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
