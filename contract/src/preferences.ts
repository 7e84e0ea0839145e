import { z } from 'zod';
import { fieldMessage } from './i18n/format.js';
import { LANGUAGES, THEMES } from './languages.js';

export * from './languages.js';

/**
 * A reader's language and colour scheme (issue 17). Kept for a member on the account (so e-mails
 * follow the language) and for everyone in a cookie, which the server reads when it writes a page,
 * so the page arrives in the right language and scheme with no flash.
 */
export const languageSchema = z.enum(LANGUAGES, { error: fieldMessage('field.language') });
export const themeSchema = z.enum(THEMES, { error: fieldMessage('field.theme') });

export const preferencesSchema = z.object({ language: languageSchema, theme: themeSchema });
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * `PUT /api/v1/preferences` (anyone): sets the cookies and, for a signed-in member, the account's
 * fields; answers the preferences now in force.
 */
export const preferencesUpdateSchema = z
  .object({ language: languageSchema.optional(), theme: themeSchema.optional() })
  .refine((value) => value.language !== undefined || value.theme !== undefined, {
    error: fieldMessage('field.language_or_theme'),
  });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
