import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_COLLEGES,
  DEFAULT_PROGRAMME_GROUPS,
  type Institution,
  type InstitutionFile,
  institutionFileSchema,
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

/** The configuration without its pictures (which need preparing first; see prepareInstitution). */
export function loadInstitution(file: string): Institution {
  const { banner, chancellor, ...rest } = readInstitutionFile(file);
  const { image: _bannerSource, ...bannerText } = banner;
  const { photo: _photoSource, ...chancellorText } = chancellor;
  return { ...rest, banner: bannerText, chancellor: chancellorText };
}

/**
 * The configuration as served: its pictures rendered to AVIF and WebP in `imagesDir` (once per
 * source; see images.ts) and described by their URLs and sizes.
 */
export async function prepareInstitution(file: string, imagesDir: string): Promise<Institution> {
  const { banner, chancellor } = readInstitutionFile(file);
  const institution = loadInstitution(file);
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
