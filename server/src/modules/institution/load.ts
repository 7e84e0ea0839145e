import { readFileSync } from 'node:fs';
import { DEFAULT_COLLEGES, DEFAULT_PROGRAMME_GROUPS, type Institution, institutionSchema } from '@alumni/contract';
import { ConfigError } from '../../config.js';

/**
 * Reads the institution configuration file. The college and programme lists default to the
 * reference lists; an operator may replace them in the file.
 */
export function loadInstitution(file: string): Institution {
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
  const parsed = institutionSchema.safeParse(withDefaults);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid institution configuration ${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
