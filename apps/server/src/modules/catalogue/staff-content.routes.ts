import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  codeParamsSchema,
  createCategoryInputSchema,
  createHeroBannerInputSchema,
  createLanguageInputSchema,
  createOccasionInputSchema,
  slugParamsSchema,
  staffCategorySchema,
  staffHeroBannerListSchema,
  staffHeroBannerSchema,
  staffLanguageSchema,
  staffOccasionSchema,
  staffTaxonomySchema,
  updateCategoryInputSchema,
  updateHeroBannerInputSchema,
  updateLanguageInputSchema,
  updateOccasionInputSchema,
  uuidParamsSchema,
} from '@vitrine/contracts/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffContentService } from './staff-content.service.ts';

const tags = ['staff'];
/** Staff work on the marketplace's content: employees with the `content` area, and admins. */
const content = { 'x-roles': ['employee', 'admin'], 'x-permission': 'content', tags } as const;
const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
} as const;
const noContent = { 204: z.null(), ...errors } as const;

/**
 * The staff's content routes: the vocabulary (categories and sub-categories, occasions,
 * languages) and the hero banners. Every write is audited; public reads see it at once.
 */
export const staffContentRoutes: FastifyPluginAsyncZod<{ service: StaffContentService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/taxonomy',
    {
      schema: {
        ...content,
        summary: 'Categories (with sub-categories), occasions and languages as stored, with use',
        response: { 200: staffTaxonomySchema },
      },
    },
    async () => service.taxonomy(),
  );

  // --- categories
  app.post(
    '/admin/categories',
    {
      schema: {
        ...content,
        summary: 'Adds a category, or a sub-category of a top-level one (`parentSlug`); audited',
        body: createCategoryInputSchema,
        response: { 201: staffCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCategory(request.user, request.body)),
  );
  app.patch(
    '/admin/categories/:slug',
    {
      schema: {
        ...content,
        'x-owned': { slug: 'public' },
        summary: 'Renames or reorders a category; audited',
        params: slugParamsSchema,
        body: updateCategoryInputSchema,
        response: { 200: staffCategorySchema, ...errors },
      },
    },
    async (request) => service.updateCategory(request.user, request.params.slug, request.body),
  );
  app.delete(
    '/admin/categories/:slug',
    {
      schema: {
        ...content,
        'x-owned': { slug: 'public' },
        summary:
          'Deletes an unused category (409 while a shop, product or sub-category uses it); audited',
        params: slugParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.deleteCategory(request.user, request.params.slug);
      return reply.status(204).send(null);
    },
  );

  // --- occasions
  app.post(
    '/admin/occasions',
    {
      schema: {
        ...content,
        summary: 'Adds an occasion; audited',
        body: createOccasionInputSchema,
        response: { 201: staffOccasionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOccasion(request.user, request.body)),
  );
  app.patch(
    '/admin/occasions/:slug',
    {
      schema: {
        ...content,
        'x-owned': { slug: 'public' },
        summary: 'Renames or reorders an occasion; audited',
        params: slugParamsSchema,
        body: updateOccasionInputSchema,
        response: { 200: staffOccasionSchema, ...errors },
      },
    },
    async (request) => service.updateOccasion(request.user, request.params.slug, request.body),
  );
  app.delete(
    '/admin/occasions/:slug',
    {
      schema: {
        ...content,
        'x-owned': { slug: 'public' },
        summary: 'Deletes an occasion no shop uses (409 otherwise); audited',
        params: slugParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.deleteOccasion(request.user, request.params.slug);
      return reply.status(204).send(null);
    },
  );

  // --- languages
  app.post(
    '/admin/languages',
    {
      schema: {
        ...content,
        summary: 'Adds a language shops may speak; audited',
        body: createLanguageInputSchema,
        response: { 201: staffLanguageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createLanguage(request.user, request.body)),
  );
  app.patch(
    '/admin/languages/:code',
    {
      schema: {
        ...content,
        'x-owned': { code: 'public' },
        summary: 'Renames or reorders a language; audited',
        params: codeParamsSchema,
        body: updateLanguageInputSchema,
        response: { 200: staffLanguageSchema, ...errors },
      },
    },
    async (request) => service.updateLanguage(request.user, request.params.code, request.body),
  );
  app.delete(
    '/admin/languages/:code',
    {
      schema: {
        ...content,
        'x-owned': { code: 'public' },
        summary: 'Deletes a language no shop speaks (409 otherwise); audited',
        params: codeParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.deleteLanguage(request.user, request.params.code);
      return reply.status(204).send(null);
    },
  );

  // --- hero banners
  app.get(
    '/admin/hero-banners',
    {
      schema: {
        ...content,
        summary: 'Every hero banner, inactive ones too, in the home page order',
        response: { 200: staffHeroBannerListSchema },
      },
    },
    async () => service.banners(),
  );
  app.post(
    '/admin/hero-banners',
    {
      schema: {
        ...content,
        summary: 'Adds a hero banner (shown on the home page at once when active); audited',
        body: createHeroBannerInputSchema,
        response: { 201: staffHeroBannerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createBanner(request.user, request.body)),
  );
  app.patch(
    '/admin/hero-banners/:id',
    {
      schema: {
        ...content,
        'x-owned': { id: 'public' },
        summary: 'Changes a hero banner (`active: false` takes it off the home page); audited',
        params: uuidParamsSchema,
        body: updateHeroBannerInputSchema,
        response: { 200: staffHeroBannerSchema, ...errors },
      },
    },
    async (request) => service.updateBanner(request.user, request.params.id, request.body),
  );
  app.delete(
    '/admin/hero-banners/:id',
    {
      schema: {
        ...content,
        'x-owned': { id: 'public' },
        summary: 'Deletes a hero banner; audited',
        params: uuidParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.deleteBanner(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
