import { readFileSync } from 'node:fs';
import { CONSENT_PURPOSES, type ConsentPurpose, type Language, type PrivacyNotice } from '@alumni/contract';
import { z } from 'zod';
import { ConfigError } from '../../config.js';
import type { ConsentRules } from '../../db/consent.js';

const text = z.string().min(1);
const localized = <T extends z.ZodType>(value: T) => z.union([value, z.object({ en: value, bn: value.optional() })]);
const pick = <T>(value: T | { en: T; bn?: T | undefined }, language: Language): T =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'en' in value
    ? language === 'bn'
      ? (value.bn ?? value.en)
      : value.en
    : (value as T);

const purposeFileSchema = z.object({
  title: localized(text),
  description: localized(text),
  changedIn: z.number().int().positive(),
});

/** The `privacy` section of the institution configuration (docs/privacy.md says how to adapt it). */
const privacyFileSchema = z
  .object({
    version: z.number().int().positive(),
    notice: localized(z.array(text).min(1)),
    required: z.object({ title: localized(text), description: localized(text) }),
    purposes: z.object(
      Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, purposeFileSchema])) as Record<
        ConsentPurpose,
        typeof purposeFileSchema
      >,
    ),
    grievanceOfficer: z.object({ name: localized(text), email: z.email(), address: localized(text) }),
  })
  .refine((privacy) => CONSENT_PURPOSES.every((purpose) => privacy.purposes[purpose].changedIn <= privacy.version), {
    error: 'a purpose cannot have changed in a version after the notice version',
  });

/** The notice in each language, and the version each purpose's consent must be at least. */
export interface PrivacyNotices {
  notice: Record<Language, PrivacyNotice>;
  rules: ConsentRules;
}

export function loadPrivacyNotices(file: string): PrivacyNotices {
  let raw: unknown;
  try {
    raw = (JSON.parse(readFileSync(file, 'utf8')) as { privacy?: unknown }).privacy;
  } catch (error) {
    throw new ConfigError(`Cannot read the institution configuration ${file}: ${(error as Error).message}`);
  }
  const parsed = privacyFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `privacy.${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid privacy notice in ${file} (docs/privacy.md): ${problems.join('; ')}`);
  }
  const privacy = parsed.data;
  const inLanguage = (language: Language): PrivacyNotice => ({
    version: privacy.version,
    paragraphs: pick(privacy.notice, language),
    required: {
      title: pick(privacy.required.title, language),
      description: pick(privacy.required.description, language),
    },
    purposes: CONSENT_PURPOSES.map((purpose) => ({
      purpose,
      title: pick(privacy.purposes[purpose].title, language),
      description: pick(privacy.purposes[purpose].description, language),
      changedIn: privacy.purposes[purpose].changedIn,
    })),
    grievanceOfficer: {
      name: pick(privacy.grievanceOfficer.name, language),
      email: privacy.grievanceOfficer.email,
      address: pick(privacy.grievanceOfficer.address, language),
    },
  });
  return {
    notice: { en: inLanguage('en'), bn: inLanguage('bn') },
    rules: Object.fromEntries(
      CONSENT_PURPOSES.map((purpose) => [purpose, privacy.purposes[purpose].changedIn]),
    ) as unknown as ConsentRules,
  };
}
