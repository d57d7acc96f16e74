import multipart from '@fastify/multipart';
import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  mediaKeyParamsSchema,
  uploadedImageParamsSchema,
  uploadedImageSchema,
  uploadImageQuerySchema,
} from '@vitrine/contracts/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, validationFailed } from '../lib/app-error.ts';
import type { MediaService } from './media.service.ts';
import type { Storage, StoredObject } from './storage.ts';

const tags = ['media'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
/** What a picture upload answers: the picture, or why not (too large 413, not a picture 415). */
const uploadResponses = {
  201: uploadedImageSchema,
  413: errorBodySchema,
  415: errorBodySchema,
  ...errors,
};
/** Uploads re-encode pictures, which costs CPU: a client gets 60 a minute. */
const uploadLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * Any trouble reading the multipart body is the client's: a 4xx naming the `file` field, never
 * a 500 (only the request's own bytes are read here; storing them comes after).
 */
function uploadError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT'
  ) {
    const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    return new AppError('TOO_LARGE', `file: send one picture of at most ${megabytes} MB`, [
      { field: 'file', message: `must be at most ${maxBytes} bytes` },
    ]);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(
      'VALIDATION_FAILED',
      'file: send the picture as multipart/form-data in a field named "file"',
      [{ field: 'file', message: 'must be sent as multipart/form-data' }],
      { statusCode: 415 },
    );
  }
  if (error instanceof AppError) return error;
  // Everything else went wrong reading bytes the client sent (a body cut off before its closing
  // boundary, a missing boundary, a malformed part header): the parser's errors carry no code.
  return validationFailed(
    'file',
    'the upload could not be read (it was cut off or is not well-formed multipart/form-data)',
  );
}

/** Sends a stored file as it is kept: its type, its length, cacheable for a year. */
function sendStored(reply: FastifyReply, object: StoredObject) {
  const svg = object.contentType === 'image/svg+xml';
  return (
    reply
      .header('content-type', svg ? 'image/svg+xml; charset=utf-8' : object.contentType)
      .header('content-length', object.size)
      // A key never changes meaning (a new picture gets a new id), so browsers and CDNs keep it.
      .header('cache-control', 'public, max-age=31536000, immutable')
      // A stored file is never a page: no scripts, no loads, only an SVG's inline styles.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(object.body)
  );
}

/**
 * Stored files under /media/<key> (public: logos, covers, product photos and the demo art),
 * uploads under /uploads/images (the uploader's own pictures), and staff's banner pictures.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  mediaService: MediaService;
  uploadMaxBytes: number;
}> = async (app, { storage, mediaService, uploadMaxBytes }) => {
  // Only this plugin's routes take multipart bodies; the limits stop a large body early.
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 5, parts: 6, headerPairs: 20 },
  });

  /** The one multipart `file` of an upload; any trouble reading it is a 4xx naming `file`. */
  async function pictureOf(request: FastifyRequest): Promise<Buffer> {
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        throw validationFailed('file', 'is required (a multipart field named "file")');
      }
      bytes = await file.toBuffer();
    } catch (error) {
      throw uploadError(error, uploadMaxBytes);
    }
    if (bytes.length === 0) throw validationFailed('file', 'is empty');
    return bytes;
  }

  app.get(
    '/media/*',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'A stored picture (an upload in WebP, or the demo art in SVG), cached for a year',
        params: mediaKeyParamsSchema,
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const object = await storage.stream(request.params['*']);
      if (!object) throw notFound('Image');
      return sendStored(reply, object);
    },
  );

  app.post(
    '/uploads/images',
    {
      schema: {
        'x-roles': ['customer', 'vendor'],
        tags,
        summary: 'Upload a picture (multipart field "file"); stored as WebP in a few widths',
        description:
          'The bytes must be a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture (the name and ' +
          'declared type are ignored). Metadata is removed and the picture is re-encoded to WebP ' +
          'in the widths of its purpose. Too large: 413. Not a picture: 400 naming `file`.',
        querystring: uploadImageQuerySchema,
        response: uploadResponses,
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const bytes = await pictureOf(request);
      const image = await mediaService.uploadImage(request.user.id, request.query.purpose, bytes);
      return reply.status(201).send(image);
    },
  );

  app.post(
    '/admin/uploads/banner-image',
    {
      schema: {
        'x-roles': ['employee', 'admin'],
        'x-permission': 'content',
        tags,
        summary: 'Upload a hero banner\'s picture (multipart field "file"); WebP in cover widths',
        description:
          'As `POST /uploads/images?purpose=cover`, for staff with the content area: answers the ' +
          "picture, whose `url` a banner's `imageUrl` takes.",
        response: uploadResponses,
      },
      config: uploadLimit,
    },
    async (request, reply) => {
      const bytes = await pictureOf(request);
      return reply
        .status(201)
        .send(await mediaService.uploadImage(request.user.id, 'cover', bytes));
    },
  );

  app.get(
    '/uploads/images/:id',
    {
      schema: {
        'x-roles': ['customer', 'vendor'],
        'x-owned': { id: 'uploaded-image' },
        tags,
        summary: 'One of my uploaded pictures',
        params: uploadedImageParamsSchema,
        response: { 200: uploadedImageSchema, ...errors },
      },
    },
    async (request) => mediaService.getImage(request.user.id, request.params.id),
  );

  app.delete(
    '/uploads/images/:id',
    {
      schema: {
        'x-roles': ['customer', 'vendor'],
        'x-owned': { id: 'uploaded-image' },
        tags,
        summary: 'Delete one of my uploaded pictures and its stored files',
        description:
          'A picture a shop still uses (its logo, cover or gallery) is not deleted: 409 CONFLICT ' +
          'saying where it is used. Replace or remove it there first.',
        params: uploadedImageParamsSchema,
        response: { 204: z.null(), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await mediaService.deleteImage(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
