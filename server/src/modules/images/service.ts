import { counted, imageUploadFieldsSchema } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { minutesToWait, takeFromLimit } from '../../db/limits.js';
import { insertPicture } from '../../db/pictures.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, validationError, zodProblems } from '../../errors.js';
import type { PictureStore, PictureUrl } from '../pictures/store.js';
import { presentImage } from './presenter.js';
import type { PostRef } from './queries.js';
import * as queries from './queries.js';

const HOUR_MS = 3_600_000;
/** How long a picture may wait for the post it was uploaded for before it is removed. */
export const UNUSED_IMAGE_MS = 24 * HOUR_MS;

/**
 * Pictures in posts (issue 32, decision 0052): uploaded alone, checked and re-encoded by the
 * picture store as profile pictures are, counted against the same hourly limit per member; put
 * on a story or an event by its service in the post's own transaction.
 */
export function createImageService({
  db,
  pictures,
  pictureUrl,
  uploadsPerHour,
}: {
  db: Database;
  pictures: Pick<PictureStore, 'encodePostPicture'>;
  pictureUrl: PictureUrl;
  /** The profile pictures' limit (PICTURE_UPLOADS_PER_HOUR): one count for every upload of a member. */
  uploadsPerHour: number;
}) {
  return {
    async upload(ownerId: string, fields: Record<string, unknown>, file: Buffer | null) {
      const parsed = imageUploadFieldsSchema.safeParse(fields);
      const problems = parsed.success ? [] : zodProblems(parsed.error.issues);
      if (!file) problems.unshift({ path: 'file', key: 'images.file_required' });
      if (problems.length > 0 || !parsed.success || !file) throw validationError(problems);
      await takeFromLimit(db, { key: `uploads:${ownerId}`, max: uploadsPerHour, windowMs: HOUR_MS }, (seconds) => {
        const minutes = minutesToWait(seconds);
        return counted('profile.too_many_pictures', minutes, { count: uploadsPerHour, minutes });
      });
      const encoded = await pictures.encodePostPicture(file);
      const row = await inTransaction(db, async (tx) => {
        await insertPicture(tx, ownerId, encoded);
        return queries.insertImage(tx, {
          key: encoded.key,
          ownerId,
          alt: parsed.data.alt,
          width: encoded.width,
          height: encoded.height,
        });
      });
      return presentImage(row, pictureUrl);
    },

    /**
     * Makes `cover` the post's only picture, in the post's transaction: claims it (the poster's own
     * upload, on no other post: else a 400 on `image`) and removes the pictures it had before.
     * `cover` undefined: the post keeps what it has.
     */
    async setCover(tx: Database, post: PostRef, ownerId: string, cover: string | null | undefined) {
      if (cover === undefined) return;
      if (cover && !(await queries.claimImage(tx, cover, ownerId, post))) {
        throw new AppError(
          'VALIDATION',
          { key: 'images.not_available' },
          { errors: [{ path: 'image', key: 'images.not_available' }] },
        );
      }
      await queries.deletePostImagesExcept(tx, post, cover);
    },

    /** Removes pictures uploaded more than a day ago that no post shows; answers how many. */
    removeUnused(now = new Date()) {
      return queries.deleteUnusedImages(db, new Date(now.getTime() - UNUSED_IMAGE_MS));
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

/**
 * A post's cover columns after a create or an edit: `image` left out keeps the cover (and takes a
 * new alt text if one is sent); null removes it; an id sets it with its alt text.
 */
export function coverColumns(
  input: { image?: string | null | undefined; imageAlt?: string | null | undefined },
  current: { image: string | null; imageAlt: string | null } | null,
): { image: string | null; imageAlt: string | null } {
  const image = input.image === undefined ? (current?.image ?? null) : input.image;
  if (!image) return { image: null, imageAlt: null };
  return { image, imageAlt: input.imageAlt ?? current?.imageAlt ?? null };
}
