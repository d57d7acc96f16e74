import { shopSchema } from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import { updateVendorInputSchema } from '@vitrine/contracts/shop-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopProfileService } from './shop-profile.service.ts';

/** PATCH /vendor/updateVendor: the owner edits the shop's profile. */
export const shopProfileRoutes: FastifyPluginAsyncZod<{
  shopProfileService: ShopProfileService;
}> = async (app, { shopProfileService }) => {
  app.patch(
    '/vendor/updateVendor',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags: ['shops'],
        summary: "Edit my shop's profile (absent fields stay; staff-only fields are refused)",
        description:
          'Changes name, description, categories, sub-categories, genders, occasions, languages, ' +
          'city, state, time zone, price range, stitching, cash on delivery and pictures of `shopId` (default: my ' +
          'first shop). Taxonomy values must exist (400 naming the field); fields only staff set ' +
          '(verified, premium, rating, …) are refused with 400 naming them. Searchable on every ' +
          'instance within a second.',
        body: updateVendorInputSchema,
        response: { 200: shopSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => shopProfileService.update(request.user.id, request.body),
  );
};
