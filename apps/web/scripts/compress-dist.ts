/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built web app
 * (run after `vite build`), so the server sends the smallest one the browser accepts without
 * compressing anything per request (apps/server/src/platform/http/web.ts, `preCompressed`).
 * Both at their highest level: it runs once per build. A copy that would not be smaller than
 * the file itself is not written, and the server then sends the file as it is.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
]);

export function compressDirectory(dir: string): { files: number; raw: number; brotli: number } {
  const totals = { files: 0, raw: 0, brotli: 0 };
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      // Vite's own folder (.vite/manifest.json) is read at start-up, never served.
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) visit(file);
        continue;
      }
      if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
      const raw = readFileSync(file);
      const brotli = brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      });
      const gzip = gzipSync(raw, { level: 9 });
      for (const [suffix, body] of [
        ['.br', brotli],
        ['.gz', gzip],
      ] as const) {
        if (body.length < raw.length) writeFileSync(file + suffix, body);
        else rmSync(file + suffix, { force: true });
      }
      totals.files += 1;
      totals.raw += raw.length;
      totals.brotli += Math.min(brotli.length, raw.length);
    }
  };
  visit(dir);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../dist');
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`No built web app at ${dist}; run "vite build" first.`);
    process.exit(1);
  }
  const { files, raw, brotli } = compressDirectory(dist);
  console.log(
    `Pre-compressed ${files} files: ${(raw / 1000).toFixed(1)} kB, ${(brotli / 1000).toFixed(1)} kB as brotli (gzip copies beside them).`,
  );
}
