import { z } from 'zod';

// Stored pictures: uploads re-encoded to WebP, and the demo catalogue's drawn SVG art, all served
// from storage under /api/v1/media/<key> (or ASSET_CDN_URL/<key> when a CDN is configured).

export const imagePurposes = ['logo', 'cover', 'gallery', 'product', 'support'] as const;
export const imagePurposeSchema = z.enum(imagePurposes, {
  error: 'must be logo, cover, gallery, product or support',
});
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

/** `POST /api/v1/uploads/images?purpose=logo` with a multipart `file` field. */
export const uploadImageQuerySchema = z.object({ purpose: imagePurposeSchema });
export type UploadImageQuery = z.infer<typeof uploadImageQuerySchema>;

export const uploadedImageParamsSchema = z.object({ id: z.uuid('must be an image id') });

export const imageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** An uploaded picture: WebP in a few widths, smallest first; `url` is the widest. */
export const uploadedImageSchema = z.object({
  id: z.uuid(),
  purpose: imagePurposeSchema,
  contentType: z.literal('image/webp'),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  variants: z.array(imageVariantSchema),
  createdAt: z.iso.datetime(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `GET /api/v1/media/<key>`: a key is a relative path of lower-case segments ending in a type. */
export const mediaKeyParamsSchema = z.object({
  '*': z
    .string()
    .max(300)
    .regex(
      /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,5}[a-z0-9][a-z0-9_-]{0,79}\.(?:webp|svg|png|jpg)$/,
      'must be a stored file such as assets/<id>/640.webp',
    ),
});
