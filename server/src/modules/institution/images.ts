import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSource, ResponsiveImage } from '@alumni/contract';
import sharp from 'sharp';

/** Where prepared pictures are served from; their names change whenever their content does. */
export const IMAGES_URL_PREFIX = '/images/';
export const PREPARED_IMAGE_NAME = /^[a-z]+-[0-9a-f]{16}-\d+\.(avif|webp)$/;

/** How a kind of picture is cut and which widths the page may choose from. */
export interface ImageSpec {
  name: string;
  widths: readonly number[];
  /** Height as a share of width; the source's own proportions when absent. */
  aspectRatio?: number;
}

export const BANNER_IMAGE: ImageSpec = { name: 'banner', widths: [640, 960, 1280, 1920] };
/** Shown at 80-96 CSS pixels: 1x, 2x and 3x screens. */
export const PORTRAIT_IMAGE: ImageSpec = { name: 'portrait', widths: [96, 192, 288], aspectRatio: 1 };

// Bump when the encoding changes, so old files are not served under the new settings' names.
const ENCODING = { version: 1, avif: { quality: 55, effort: 2 }, webp: { quality: 80 } };
const FORMATS = ['avif', 'webp'] as const;
const MAX_SOURCE_PIXELS = 40_000_000;

export function imagesDirOf(dataDir: string): string {
  return path.join(dataDir, 'images');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders a configured picture to AVIF and WebP at the spec's widths (never wider than the
 * source, except for SVG, which scales), once: the names hash the source and the settings, so
 * a restart with the same files finds them already made.
 */
export async function prepareImage(source: ImageSource, baseDir: string, spec: ImageSpec, outDir: string) {
  const file = path.resolve(baseDir, source.file);
  const input = await readFile(file);
  const open = (density?: number) => sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, density });
  const metadata = await open().metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${file} is not an image sharp can read`);
  const isSvg = metadata.format === 'svg';
  const ratio = spec.aspectRatio ?? metadata.height / metadata.width;
  const widths = spec.widths.filter((width, index) => isSvg || index === 0 || width <= (metadata.width ?? 0));
  const hash = createHash('sha256').update(input).update(JSON.stringify({ spec, ENCODING })).digest('hex').slice(0, 16);
  await mkdir(outDir, { recursive: true });

  const variants = await Promise.all(
    widths.flatMap((width) =>
      FORMATS.map(async (format) => {
        const name = `${spec.name}-${hash}-${width}.${format}`;
        const target = path.join(outDir, name);
        if (!(await exists(target))) {
          // An SVG is rasterised at the density that gives this width, so it stays sharp.
          const density = isSvg ? (72 * width) / (metadata.width ?? width) : undefined;
          const resized = open(density).resize(width, Math.round(width * ratio), {
            fit: 'cover',
            position: 'attention',
          });
          const encoded = format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp);
          // Written under a temporary name first, so a crash never leaves a half file under the real one.
          const partial = `${target}.${process.pid}.partial`;
          await writeFile(partial, await encoded.toBuffer());
          await rename(partial, target);
        }
        return { format, url: `${IMAGES_URL_PREFIX}${name}`, width };
      }),
    ),
  );
  const largest = Math.max(...widths);
  const pick = (format: (typeof FORMATS)[number]) =>
    variants.filter((variant) => variant.format === format).map(({ url, width }) => ({ url, width }));
  const image: ResponsiveImage = {
    alt: source.alt,
    width: largest,
    height: Math.round(largest * ratio),
    avif: pick('avif'),
    webp: pick('webp'),
  };
  return image;
}
