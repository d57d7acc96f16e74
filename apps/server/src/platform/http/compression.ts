import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Answers over 1 KB are compressed with brotli or gzip, whichever the client prefers
 * (Accept-Encoding). Streams (downloads) are compressed as they flow; server-sent events
 * (`text/event-stream`) and already-compressed types (XLSX, images) are left alone; socket.io
 * never passes through Fastify's reply. Request bodies are not inflated (a small gzip body could
 * expand past the body limit's intent).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Brotli's default (quality 11) costs tens of milliseconds on a 100 KB answer; 4 compresses
      // about as well as gzip at a similar speed.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
