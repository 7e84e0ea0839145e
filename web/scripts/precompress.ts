import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { webBuildDir } from './build-dir';

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, by Zopfli) beside each built file the
 * server sends as it is (decision 0034): the server (@fastify/static `preCompressed`) sends those
 * instead of compressing on each request at the low level it can afford per request (brotli 4),
 * which cost the first load of `/` about 14 KB. index.html is left out: the server rewrites it for
 * every page (configuration, preloads, language) and compresses what it sends.
 */

/** The types worth compressing; pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|map|xml)$/;
/** Below this the encoding's own overhead eats the gain (the server's on-the-fly threshold is the same). */
export const FROM_BYTES = 1024;

export function brotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Gzip as Zopfli writes it: any gzip reader reads it, and it is 4 to 5% smaller than zlib's level 9
 * (the first load of `/`: 4.6 KB less), paid once when the portal is built. Five iterations keep
 * most of the gain at a third of the default's time.
 */
export async function gzip(content: Buffer): Promise<Buffer> {
  return Buffer.from(await gzipAsync(content, { numiterations: 5 }));
}

function* builtFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(full);
    else yield full;
  }
}

/** Compresses every compressible file of `distDir` (but index.html); returns how many files it wrote. */
export async function precompress(distDir: string): Promise<number> {
  let written = 0;
  for (const file of builtFiles(distDir)) {
    if (!COMPRESSIBLE.test(file) || path.relative(distDir, file) === 'index.html') continue;
    if (statSync(file).size < FROM_BYTES) continue;
    const content = readFileSync(file);
    for (const [extension, compressed] of [
      ['.br', brotli(content)],
      ['.gz', await gzip(content)],
    ] as const) {
      // A file that does not shrink is sent as it is.
      if (compressed.length >= content.length) continue;
      writeFileSync(`${file}${extension}`, compressed);
      written++;
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await precompress(webBuildDir());
  process.stdout.write(`precompressed: ${count} .br and .gz files written beside the built assets\n`);
}
