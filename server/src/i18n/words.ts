import { INTL_LOCALES, type Language } from '@alumni/contract';
import { bn } from './bn.js';
import { en, type WordKey } from './en.js';

export type { WordKey } from './en.js';

/** The server's own words in each language (docs/i18n.md): en.ts is the source, bn.ts its Bengali. */
export const WORDS: Record<Language, Record<WordKey, string>> = { en, bn };

/** The `{name}`s of a text, as a union of names (never when it has none). */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a key's text asks for, each a string or a number. */
export type WordParams<K extends WordKey> = Record<Placeholders<(typeof en)[K]>, string | number>;

/** The keys whose text has no `{name}`s: words a declaration may name for later (a digest section's heading). */
export type PlainWordKey = { [K in WordKey]: [Placeholders<(typeof en)[K]>] extends [never] ? K : never }[WordKey];

/** A key without parameters takes none; a key with them takes exactly them. */
type ParamsArgument<K extends WordKey> = [Placeholders<(typeof en)[K]>] extends [never] ? [] : [params: WordParams<K>];

const PLACEHOLDER = /\{(\w+)\}/g;

const NUMBERS = Object.fromEntries(
  Object.entries(INTL_LOCALES).map(([language, locale]) => [language, new Intl.NumberFormat(locale)]),
) as Record<Language, Intl.NumberFormat>;

/**
 * The text of `key` in `language`, its `{name}`s filled from `params` in one pass (a value is
 * never read again for placeholders). Numbers are written by `Intl` for the language (Bengali
 * digits in Bengali); values a person wrote go in as they are, and the caller escapes them where
 * the text becomes markup.
 */
export function wordIn<K extends WordKey>(language: Language, key: K, ...[params]: ParamsArgument<K>): string {
  const values: Record<string, string | number> = params ?? {};
  return WORDS[language][key].replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? NUMBERS[language].format(value) : value;
  });
}

/** `wordIn` for one language: `const say = wordsIn(language); say('mail.greeting', { fullName })`. */
export type Words = <K extends WordKey>(key: K, ...params: ParamsArgument<K>) => string;

export function wordsIn(language: Language): Words {
  return (key, ...params) => wordIn(language, key, ...params);
}
