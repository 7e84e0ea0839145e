import { z } from 'zod';
import type { Language } from './preferences.js';

const url = z.url({ protocol: /^https?$/ });
const internalOrExternalLink = z.string().refine((value) => value.startsWith('/') || /^(https?:|mailto:)/.test(value), {
  error: 'Link must start with "/", "http(s):" or "mailto:"',
});

/** One encoded size of a prepared picture: its URL (content-hashed, cached for good) and width in pixels. */
export const imageVariantSchema = z.object({
  url: z.string().startsWith('/'),
  width: z.number().int().positive(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * A picture the server prepared from a source file of the configuration: the same sizes in AVIF
 * and WebP, for the browser to choose from. `width` and `height` are the largest size's, so the
 * page can reserve the picture's box before it loads. An empty `alt` marks a decorative picture.
 */
export const responsiveImageSchema = z.object({
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.array(imageVariantSchema).min(1),
  webp: z.array(imageVariantSchema).min(1),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** In the configuration file: a source image (PNG, JPEG, WebP, AVIF or SVG; path relative to the file) and its alt text. */
export const imageSourceSchema = z.object({
  file: z.string().min(1),
  alt: z.string(),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

/**
 * Everything the portal says about its institution: names, links, the banner, the chancellor's
 * biography and the sign-up lists. It lives on the server (a JSON file the operator can
 * replace) and is served to the web app, so no page hard-codes it.
 */
export const institutionSchema = z.object({
  associationName: z.string().min(1),
  shortName: z.string().min(1),
  university: z.object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    officialSite: url,
  }),
  timeZone: z.string().min(1),
  banner: z.object({
    title: z.string().min(1),
    text: z.string().min(1),
    /** Artwork shown in the home page's banner; decorative when its alt text is empty. */
    image: responsiveImageSchema.optional(),
  }),
  chancellor: z.object({
    name: z.string().min(1),
    title: z.string().min(1),
    biography: z.array(z.string().min(1)).min(1),
    /** A portrait; without one the home page shows the chancellor's initials. */
    photo: responsiveImageSchema.optional(),
  }),
  social: z.object({
    youtube: url,
    facebook: url,
    linkedin: url,
    instagram: url,
  }),
  /** The footer's quick links, in order (data, so adding one costs the first-load bundle nothing; decision 0029). */
  links: z.array(z.object({ label: z.string().min(1), href: internalOrExternalLink })).min(1),
  pages: z.object({
    privacy: z.array(z.string().min(1)).min(1),
    terms: z.array(z.string().min(1)).min(1),
  }),
  copyright: z.string().min(1),
  /** How to give to the association; shown on /donation. No payment is processed by the portal. */
  donation: z.object({
    note: z.array(z.string().min(1)).min(1),
    bank: z.object({
      accountName: z.string().min(1),
      accountNumber: z.string().min(1),
      ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: 'IFSC must be 11 characters, like SBIN0001234' }),
      bankName: z.string().min(1),
      branch: z.string().min(1),
    }),
    upiId: z
      .string()
      .regex(/^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/, { error: 'UPI ID must look like name@bank' }),
    taxNote: z.string().min(1).optional(),
    /**
     * The UPI ID and bank details are examples, not the association's: the Donation page says so
     * (the UPI link and QR code still show, to be seen). The shipped configuration sets it (decision 0029); a UPI ID at
     * `@example` counts as an example too.
     */
    example: z.boolean().optional().default(false),
  }),
  colleges: z.array(z.string().min(1)).min(1),
  programmeGroups: z
    .array(z.object({ label: z.string().min(1), programmes: z.array(z.string().min(1)).min(1) }))
    .min(1),
});
export type Institution = z.infer<typeof institutionSchema>;

/**
 * In the configuration file, a text the institution owns may be written once (an older,
 * single-language file: it is shown in both languages) or in both languages, `{ "en": …, "bn": … }`
 * (`bn` may be left out, and English is shown in its place). Decision 0032.
 */
function localized<T extends z.ZodType>(value: T) {
  return z.union([value, z.object({ en: value, bn: value.optional() })]);
}
export type Localized<T> = T | { en: T; bn?: T | undefined };

/** The text of `value` in `language` (English where the file gives no Bengali). */
export function inLanguage<T>(value: Localized<T>, language: Language): T {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'en' in value) {
    return (language === 'bn' ? (value.bn ?? value.en) : value.en) as T;
  }
  return value as T;
}

const text = z.string().min(1);
const paragraphs = z.array(z.string().min(1)).min(1);
const localizedImageSourceSchema = imageSourceSchema.extend({ alt: localized(z.string()) });
const fileLinkSchema = z.object({ label: localized(text), href: internalOrExternalLink });

/**
 * `links` as files written before decision 0029 name them: four named links. Such a file still
 * loads, as the list it means, with the Donation and Contact pages every footer now links to.
 */
const namedLinksSchema = z
  .object({
    officialSite: url,
    privacyPolicy: internalOrExternalLink,
    terms: internalOrExternalLink,
    contactAdmin: internalOrExternalLink.optional(),
  })
  .transform(({ officialSite, privacyPolicy, terms, contactAdmin }) => [
    { label: { en: 'Official site', bn: 'অফিসিয়াল ওয়েবসাইট' }, href: officialSite },
    { label: { en: 'Donation', bn: 'অনুদান' }, href: '/donation' },
    { label: { en: 'Contact us', bn: 'যোগাযোগ' }, href: '/contact' },
    ...(contactAdmin ? [{ label: { en: 'Contact admin', bn: 'অ্যাডমিনের সঙ্গে যোগাযোগ' }, href: contactAdmin }] : []),
    { label: { en: 'Privacy policy', bn: 'গোপনীয়তা নীতি' }, href: privacyPolicy },
    { label: { en: 'Terms', bn: 'ব্যবহারের শর্তাবলি' }, href: terms },
  ]);

/**
 * The configuration file: as served, except that pictures are source files the server prepares
 * at start-up, and the institution's own texts may be given in both languages.
 */
export const institutionFileSchema = institutionSchema.extend({
  associationName: localized(text),
  shortName: localized(text),
  university: institutionSchema.shape.university.extend({ name: localized(text), shortName: localized(text) }),
  links: z.union([z.array(fileLinkSchema).min(1), namedLinksSchema]),
  banner: z.object({ title: localized(text), text: localized(text), image: localizedImageSourceSchema.optional() }),
  chancellor: z.object({
    name: localized(text),
    title: localized(text),
    biography: localized(paragraphs),
    photo: localizedImageSourceSchema.optional(),
  }),
  pages: z.object({ privacy: localized(paragraphs), terms: localized(paragraphs) }),
  copyright: localized(text),
  donation: institutionSchema.shape.donation.extend({
    note: localized(paragraphs),
    taxNote: localized(text).optional(),
  }),
});
export type InstitutionFile = z.infer<typeof institutionFileSchema>;

/** The file in one language: the served shape, with the pictures still as their source files. */
export type InstitutionFileIn = Omit<Institution, 'banner' | 'chancellor'> & {
  banner: Omit<Institution['banner'], 'image'> & { image?: ImageSource };
  chancellor: Omit<Institution['chancellor'], 'photo'> & { photo?: ImageSource };
};

export function institutionFileIn(file: InstitutionFile, language: Language): InstitutionFileIn {
  const pick = <T>(value: Localized<T>) => inLanguage(value, language);
  const image = (source: z.infer<typeof localizedImageSourceSchema> | undefined) =>
    source ? { file: source.file, alt: pick(source.alt) } : undefined;
  const bannerImage = image(file.banner.image);
  const photo = image(file.chancellor.photo);
  const { taxNote, ...donation } = file.donation;
  return {
    ...file,
    associationName: pick(file.associationName),
    shortName: pick(file.shortName),
    university: { ...file.university, name: pick(file.university.name), shortName: pick(file.university.shortName) },
    banner: {
      title: pick(file.banner.title),
      text: pick(file.banner.text),
      ...(bannerImage && { image: bannerImage }),
    },
    chancellor: {
      name: pick(file.chancellor.name),
      title: pick(file.chancellor.title),
      biography: pick(file.chancellor.biography),
      ...(photo && { photo }),
    },
    links: file.links.map((link) => ({ label: pick(link.label), href: link.href })),
    pages: { privacy: pick(file.pages.privacy), terms: pick(file.pages.terms) },
    copyright: pick(file.copyright),
    donation: { ...donation, note: pick(donation.note), ...(taxNote !== undefined && { taxNote: pick(taxNote) }) },
  };
}

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/ready: whether this process should get traffic (database answers, every migration applied). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: healthSchema.shape.database,
  /** null when the database did not answer. */
  migrations: z
    .object({
      latest: z.string(),
      pending: z.array(z.string()),
      newerInDatabase: z.number().int(),
    })
    .nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;
