import { IMAGE_LIMITS, type Image } from '@alumni/contract';
import type { PictureUrl } from '../pictures/store.js';
import type { ImageRow } from './queries.js';

export function presentImage(row: ImageRow, pictureUrl: PictureUrl): Image {
  return {
    id: row.key,
    url: pictureUrl(row.key, IMAGE_LIMITS.pageWidth) as string,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/** A post's cover as its answer carries it (the original client reads `image`); all null without one. */
export function presentCover(key: string | null, alt: string | null, pictureUrl: PictureUrl) {
  return {
    image: pictureUrl(key, IMAGE_LIMITS.pageWidth),
    imageCard: pictureUrl(key, IMAGE_LIMITS.cardWidth),
    imageId: key,
    imageAlt: key ? (alt ?? '') : null,
  };
}
