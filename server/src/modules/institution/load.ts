import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_COLLEGES,
  DEFAULT_PROGRAMME_GROUPS,
  type Institution,
  type InstitutionFile,
  type InstitutionFileIn,
  institutionFileIn,
  institutionFileSchema,
  LANGUAGES,
  type Language,
} from '@alumni/contract';
import { ConfigError } from '../../config.js';
import { BANNER_IMAGE, PORTRAIT_IMAGE, prepareImage } from './images.js';

/**
 * Reads the institution configuration file. The college and programme lists default to the
 * reference lists; an operator may replace them in the file.
 */
export function readInstitutionFile(file: string): InstitutionFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Cannot read the institution configuration ${file}: ${(error as Error).message}`);
  }
  const withDefaults = {
    colleges: [...DEFAULT_COLLEGES],
    programmeGroups: DEFAULT_PROGRAMME_GROUPS,
    ...(raw as object),
  };
  const parsed = institutionFileSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid institution configuration ${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

function withoutPictures(inLanguage: InstitutionFileIn): Institution {
  const { banner, chancellor, ...rest } = inLanguage;
  const { image: _bannerSource, ...bannerText } = banner;
  const { photo: _photoSource, ...chancellorText } = chancellor;
  return { ...rest, banner: bannerText, chancellor: chancellorText };
}

/** The configuration in `language`, without its pictures (which need preparing first; see prepareInstitution). */
export function loadInstitution(file: string, language: Language = 'en'): Institution {
  return withoutPictures(institutionFileIn(readInstitutionFile(file), language));
}

/** The configuration in each language, as served (decision 0032). */
export type Institutions = Record<Language, Institution>;

export async function prepareInstitutions(file: string, imagesDir: string): Promise<Institutions> {
  const institutions: Partial<Institutions> = {};
  // One after the other: both languages share the picture files, which the first prepares.
  for (const language of LANGUAGES) institutions[language] = await prepareInstitution(file, imagesDir, language);
  return institutions as Institutions;
}

/**
 * The configuration as served in `language`: its pictures rendered to AVIF and WebP in
 * `imagesDir` (once per source; see images.ts) and described by their URLs and sizes.
 */
export async function prepareInstitution(
  file: string,
  imagesDir: string,
  language: Language = 'en',
): Promise<Institution> {
  const inLanguage = institutionFileIn(readInstitutionFile(file), language);
  const { banner, chancellor } = inLanguage;
  const institution = withoutPictures(inLanguage);
  const baseDir = path.dirname(file);
  const prepare = async (source: typeof banner.image, spec: typeof BANNER_IMAGE, field: string) => {
    if (!source) return undefined;
    try {
      return await prepareImage(source, baseDir, spec, imagesDir);
    } catch (error) {
      throw new ConfigError(`Cannot prepare ${field} (${source.file}) of ${file}: ${(error as Error).message}`);
    }
  };
  const [image, photo] = await Promise.all([
    prepare(banner.image, BANNER_IMAGE, 'banner.image'),
    prepare(chancellor.photo, PORTRAIT_IMAGE, 'chancellor.photo'),
  ]);
  return {
    ...institution,
    banner: { ...institution.banner, ...(image && { image }) },
    chancellor: { ...institution.chancellor, ...(photo && { photo }) },
  };
}
