import {
  categoryTreeSchema,
  languageListSchema,
  occasionListSchema,
} from '@vitrine/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TaxonomyService } from './taxonomy.service.ts';

const tags = ['categories'];

/** The vocabulary of the filters under /category, under the names the clients already call. */
export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService }> = async (
  app,
  { taxonomy },
) => {
  app.get(
    '/category/categories-subcat',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Categories with their sub-categories',
        response: { 200: categoryTreeSchema },
      },
    },
    async () => ({ items: (await taxonomy.get()).tree }),
  );

  app.get(
    '/category/languages-names',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Languages shops speak',
        response: { 200: languageListSchema },
      },
    },
    async () => ({ items: [...(await taxonomy.get()).languages.values()] }),
  );

  app.get(
    '/category/occasions-names',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Occasions shops dress for',
        response: { 200: occasionListSchema },
      },
    },
    async () => ({ items: [...(await taxonomy.get()).occasions.values()] }),
  );
};
