import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  THEME_COOKIE,
  THEMES,
  type Theme,
} from '@alumni/contract';
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * The reader's language, as the server works it out (decision 0032):
 * - API messages follow `Accept-Language` (English by default), so any client gets its language
 *   without a cookie, and the original client gets English;
 * - pages (and the configuration, which is written into them) follow the `lang` cookie the
 *   language switch sets, then `Accept-Language`, then English.
 */

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The first of our languages in an Accept-Language header, by q-value (ties in the header's
 * order; `q=0` refuses). `bn-IN` counts as `bn`; `*` means any, so our default.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',').slice(0, 30)) {
    const [tag = '', ...options] = part.trim().split(';');
    const qOption = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = primary === '*' ? DEFAULT_LANGUAGE : primary;
    if (isLanguage(language) && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? null;
}

/** The language of the API's messages: Accept-Language, else English. */
export function messageLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** A preference cookie's value (the cookie plugin parses them; a raw header is read for framework errors). */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  return request.cookies?.[name];
}

/** The language of a page: the `lang` cookie, else Accept-Language, else English. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = cookieOf(request, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return messageLanguage(request);
}

/** The colour scheme the `theme` cookie asks for; `system` (the device decides) without one. */
export function pageTheme(request: FastifyRequest): Theme {
  const chosen = cookieOf(request, THEME_COOKIE);
  return THEMES.includes(chosen as Theme) ? (chosen as Theme) : 'system';
}
