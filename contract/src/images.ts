import { z } from 'zod';
import { oneLineCheck, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';

/**
 * Pictures in posts (issue 32): uploaded alone through POST /api/v1/images, then named by their
 * id as a story's or an event's cover. The same checks as a profile picture (PROFILE_LIMITS:
 * bytes and pixels), kept whole (never cropped) at two widths.
 */
export const IMAGE_LIMITS = {
  /** Characters of a picture's text alternative. */
  alt: 300,
  /** Widths, in pixels, a post's picture is stored at: for cards, and for pages. */
  cardWidth: 640,
  pageWidth: 1280,
} as const;

/** An uploaded picture's id: 32 lower-case hex digits. */
export const IMAGE_ID = /^[0-9a-f]{32}$/;

/** The form's text fields beside the file (`file`). */
export const imageUploadFieldsSchema = z.object({
  alt: requiredText('imageAlt', IMAGE_LIMITS.alt),
});
export type ImageUploadFields = z.input<typeof imageUploadFieldsSchema>;

/** An uploaded picture: its id (for a post's `image`), its page-size URL, that size's pixels, its alt text. */
export const imageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * A post's cover in a create or edit body: `image` an id from POST /api/v1/images (the poster's
 * own, not on another post), `imageAlt` its text alternative, required with it. Left out, an edit
 * keeps the cover (the original client's form does not know the fields); null or '' removes it.
 */
export const coverInputFields = {
  image: z
    .preprocess(
      (value) => (value === '' ? null : typeof value === 'string' ? value.toLowerCase() : value),
      z
        .string({ error: fieldMessage('field.must_be_text', { field: 'label.image' }) })
        .check(oneLineCheck('label.image'))
        .regex(IMAGE_ID, { error: fieldMessage('field.image_id', { field: 'label.image' }) })
        .nullable(),
    )
    .optional(),
  imageAlt: z
    .string({ error: fieldMessage('field.must_be_text', { field: 'label.imageAlt' }) })
    .trim()
    .max(IMAGE_LIMITS.alt, {
      error: fieldMessage('field.max_length', { field: 'label.imageAlt', max: IMAGE_LIMITS.alt }),
    })
    .check(oneLineCheck('label.imageAlt'))
    .nullish()
    .transform((value) => (value ? value : null))
    .optional(),
};

/** The check that a cover comes with its alt text: for a schema holding `coverInputFields`. */
export function requireCoverAlt(
  value: { image?: string | null | undefined; imageAlt?: string | null | undefined },
  context: z.RefinementCtx,
) {
  if (value.image && !value.imageAlt) {
    context.addIssue({
      code: 'custom',
      path: ['imageAlt'],
      message: fieldMessage('field.required', { field: 'label.imageAlt' }),
    });
  }
}

/** What a story's or an event's answer says of its cover (all null without one). */
export const coverAnswerFields = {
  /** The cover's page-size URL (absolute with PUBLIC_URL): the original client's field. */
  image: z.string().nullable(),
  /** The cover's card-size URL. */
  imageCard: z.string().nullable(),
  /** The cover's id, for an edit to keep it. */
  imageId: z.string().nullable(),
  imageAlt: z.string().nullable(),
};
