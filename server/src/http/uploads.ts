import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from './errors.js';

/** Stored sizes of a profile picture, in pixels (square): a thumbnail and a profile-page size. */
export const PICTURE_SIZES = [96, 512] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** Larger inputs are refused before decoding: a small file can declare a huge canvas ("pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_NAME = /^[0-9a-f]{32}-(96|512)\.webp$/;
const NOT_AN_IMAGE = 'Profile picture must be a JPEG, PNG or WebP image';
const TOO_MANY_PIXELS = `Profile picture is too large in pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;

/**
 * The multipart parser throws plain errors for a body that is not a well-formed form (no or an
 * over-long boundary, a cut-off body): those are the client's, so a 400; its own limit errors
 * (FST_*) and ours pass through unchanged.
 */
export function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if ((typeof code === 'string' && code.startsWith('FST_')) || typeof statusCode === 'number') return error;
  return new AppError('BAD_REQUEST', 'The form could not be read: it is malformed or incomplete', { cause: error });
}

export function pictureUrl(key: string | null, size: PictureSize = 512): string | null {
  return key ? `/uploads/${key}-${size}.webp` : null;
}

/**
 * Profile pictures: judged by their content (never their name or declared type), re-encoded to
 * WebP squares with all metadata (EXIF, GPS) dropped, stored under an unguessable key.
 */
export function createPictureStore(uploadsDir: string) {
  const fileOf = (key: string, size: PictureSize) => path.join(uploadsDir, `${key}-${size}.webp`);

  return {
    async save(input: Buffer): Promise<string> {
      const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      let encoded: Buffer[];
      try {
        const { format } = await open().metadata();
        if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidPicture(NOT_AN_IMAGE);
        encoded = await Promise.all(
          PICTURE_SIZES.map((size) =>
            open().rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
          ),
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
        throw invalidPicture(tooManyPixels ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
      }
      const key = randomBytes(16).toString('hex');
      await mkdir(uploadsDir, { recursive: true });
      await Promise.all(PICTURE_SIZES.map((size, index) => writeFile(fileOf(key, size), encoded[index] as Buffer)));
      return key;
    },

    async remove(key: string | null): Promise<void> {
      if (!key) return;
      await Promise.all(PICTURE_SIZES.map((size) => rm(fileOf(key, size), { force: true })));
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;

function invalidPicture(message: string) {
  return new AppError('VALIDATION', message, { errors: [{ path: 'profilePicture', message }] });
}

/** Serves stored pictures: only names the store makes, as image/webp, cached for a year (names never change). */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    wildcard: true,
    allowedPath: (pathName) => STORED_NAME.test(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-type', 'image/webp');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
