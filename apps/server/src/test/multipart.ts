import type { UploadedImage } from '@vitrine/contracts/media';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartFile(file: {
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitrine${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a small generated PNG as `token`'s picture for `purpose` (201 expected): its answer. */
export async function uploadTestImage(
  app: FastifyInstance,
  token: string,
  purpose: string,
): Promise<UploadedImage> {
  const bytes = await sharp({
    create: { width: 48, height: 36, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile({
    filename: 'picture.png',
    contentType: 'image/png',
    bytes,
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/uploads/images?purpose=${purpose}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as UploadedImage;
}
