import { randomBytes } from 'node:crypto';
import { IMAGE_LIMITS, PROFILE_LIMITS } from '@alumni/contract';
import sharp from 'sharp';
import type { EncodedPicture } from '../../db/pictures.js';
import { AppError, type ServerMessage } from '../../errors.js';
import { createJobSlots, NoFreeSlotError } from '../../lib/job-slots.js';

/** Stored sizes of a profile picture, in pixels (square): a thumbnail and a profile-page size. */
export const PICTURE_SIZES = [96, 512] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];
const [, LARGEST_SIZE] = PICTURE_SIZES;

/**
 * Image jobs that may run at once in the process. Decoding a picture at the pixel limit (a 16-bit
 * PNG of 4000 x 4000) takes about 50 MB and most of a core for a second or two; more at once
 * would starve every other request on a small server.
 */
const PICTURE_JOBS_AT_ONCE = 2;
// Process-wide libvips settings. One thread per job, so two jobs take at most two cores, not
// two each; and no cache of operations: every upload is a new picture, so it could only hold
// memory that nothing will reuse.
sharp.concurrency(1);
sharp.cache(false);
/** What a refused upload is told to wait: about the time two jobs at the pixel limit take. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Stored widths of a post's picture (never cropped, never enlarged): for cards and for pages. */
export const POST_PICTURE_WIDTHS = [IMAGE_LIMITS.cardWidth, IMAGE_LIMITS.pageWidth] as const;

const MAX_INPUT_PIXELS = PROFILE_LIMITS.picturePixels;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const BUSY = { key: 'uploads.busy' } as const;

/** What a refused picture is called in its messages, and the form field they name. */
interface PictureWords {
  field: string;
  notAnImage: ServerMessage;
  tooManyPixels: 'uploads.too_many_pixels' | 'images.too_many_pixels';
}
const PROFILE_PICTURE: PictureWords = {
  field: 'profilePicture',
  notAnImage: { key: 'uploads.not_an_image' },
  tooManyPixels: 'uploads.too_many_pixels',
};
const POST_PICTURE: PictureWords = {
  field: 'file',
  notAnImage: { key: 'images.not_an_image' },
  tooManyPixels: 'images.too_many_pixels',
};

const LARGEST_SQUARE_SIDE = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
const tooManyPixels = (key: PictureWords['tooManyPixels'], width: number, height: number): ServerMessage => ({
  key,
  params: { width, height, megapixels: MAX_INPUT_PIXELS / 1_000_000, side: LARGEST_SQUARE_SIDE },
});

/** The URL of a stored picture at one size (a profile picture's side, a post picture's width); null when there is no picture. */
export type PictureUrl = (
  key: string | null,
  size?: PictureSize | (typeof POST_PICTURE_WIDTHS)[number],
) => string | null;

/**
 * Picture URLs as answers carry them: paths on this server, or, with the portal's public address
 * configured, absolute URLs under it, so a client on another site can show them.
 */
export function pictureUrlsUnder(publicUrl: string | null): PictureUrl {
  const base = publicUrl ?? '';
  return (key, size = LARGEST_SIZE) => (key ? `${base}/uploads/${key}-${size}.webp` : null);
}

/**
 * Checks what the picture's header says, before any pixel is decoded: its real format (never its
 * name or declared type) and its size, so a small file declaring a huge canvas costs nothing.
 */
async function checkHeader(input: Buffer, words: PictureWords = PROFILE_PICTURE): Promise<void> {
  // The header read itself decodes no pixels: the size is judged below, with a message that names it.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw invalidPicture(words.notAnImage, words.field);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw invalidPicture(tooManyPixels(words.tooManyPixels, metadata.width, metadata.height), words.field);
  }
}

/**
 * Decodes the picture once, to the largest stored size (turned upright from its EXIF orientation),
 * and makes every size from that small copy. Only pixels reach the encoder: EXIF, GPS and every
 * other metadata are left behind. The sizes are encoded one after the other, so a job holds one
 * of the few threads that sign-ins (password hashing) and file writes also run on.
 */
async function encodeSizes(input: Buffer): Promise<Buffer[]> {
  const largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(LARGEST_SIZE, LARGEST_SIZE, { fit: 'cover' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = largest.info;
  const encoded: Buffer[] = [];
  for (const size of PICTURE_SIZES) {
    encoded.push(
      await sharp(largest.data, { raw: { width, height, channels } })
        .resize(size, size)
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }
  return encoded;
}

/**
 * A post's picture: decoded once, turned upright, shrunk to fit the largest width's square (never
 * cropped, never enlarged); each width made from that copy, encoded one after the other. Only
 * pixels reach the encoder, as for a profile picture. Answers the largest's pixels.
 */
async function encodeWidths(input: Buffer) {
  const largestWidth = POST_PICTURE_WIDTHS[POST_PICTURE_WIDTHS.length - 1] as number;
  const largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(largestWidth, largestWidth, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = largest.info;
  const sizes: { size: number; bytes: Buffer }[] = [];
  for (const size of POST_PICTURE_WIDTHS) {
    const bytes = await sharp(largest.data, { raw: { width, height, channels } })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    sizes.push({ size, bytes });
  }
  return { sizes, width, height };
}

/** The longest side of a stored document page: enough to read print on it, far less than a photo's pixels. */
const DOCUMENT_SIDE = 1600;

/**
 * A document for the reviewer (a degree certificate, a mark sheet): decoded the same guarded way,
 * turned upright, shrunk to fit DOCUMENT_SIDE (never cropped: every word must stay), re-encoded as
 * WebP with all metadata left behind.
 */
async function encodeDocumentPage(input: Buffer) {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(DOCUMENT_SIDE, DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Profile pictures and posts' pictures: judged by their content, re-encoded to WebP (squares for
 * profiles, whole for posts) with all metadata dropped, under a new unguessable key. At most two are decoded at once; an upload waits up to
 * `jobWaitMs` for its turn, then gets a 503 with Retry-After. Storing the result is the caller's:
 * in the same transaction as the profile that shows it (db/pictures.ts).
 */
export function createPictureStore({ jobWaitMs }: { jobWaitMs: number }) {
  const jobs = createJobSlots({ size: PICTURE_JOBS_AT_ONCE, waitMs: jobWaitMs });

  /** Checks the header, then runs the decoding in a job slot: busy is a 503, a broken picture a 400. */
  async function guarded<T>(input: Buffer, words: PictureWords, work: () => Promise<T>): Promise<T> {
    await checkHeader(input, words);
    try {
      return await jobs.run(work);
    } catch (error) {
      if (error instanceof NoFreeSlotError) {
        throw new AppError('SERVICE_UNAVAILABLE', BUSY, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      }
      throw invalidPicture(words.notAnImage, words.field);
    }
  }

  return {
    async encode(input: Buffer): Promise<EncodedPicture> {
      const encoded = await guarded(input, PROFILE_PICTURE, () => encodeSizes(input));
      return {
        key: randomBytes(16).toString('hex'),
        sizes: PICTURE_SIZES.map((size, index) => ({ size, bytes: encoded[index] as Buffer })),
      };
    },

    /** A post's picture (the form's `file`): the same checks and job slots, kept whole at POST_PICTURE_WIDTHS. */
    async encodePostPicture(input: Buffer): Promise<EncodedPicture & { width: number; height: number }> {
      const { sizes, width, height } = await guarded(input, POST_PICTURE, () => encodeWidths(input));
      return { key: randomBytes(16).toString('hex'), sizes, width, height };
    },

    /** A document page for a reviewer: the same checks and job slots as a picture, kept whole. */
    async encodeDocument(input: Buffer, field: string): Promise<{ bytes: Buffer; width: number; height: number }> {
      try {
        await checkHeader(input);
        return await jobs.run(() => encodeDocumentPage(input));
      } catch (error) {
        if (error instanceof NoFreeSlotError) {
          throw new AppError('SERVICE_UNAVAILABLE', BUSY, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
        }
        const message = error instanceof AppError ? error.said : PROFILE_PICTURE.notAnImage;
        throw new AppError('VALIDATION', message, { errors: [{ path: field, ...message }] });
      }
    },
  };
}

export type PictureStore = ReturnType<typeof createPictureStore>;

function invalidPicture(message: ServerMessage, field: string) {
  return new AppError('VALIDATION', message, { errors: [{ path: field, ...message }] });
}
