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
