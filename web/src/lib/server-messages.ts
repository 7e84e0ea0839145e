import type { Language, MessageParams } from '@alumni/contract';
import { currentLanguage, intlLocale } from './i18n';

/**
 * The server's messages in the language shown (issue 17): an error envelope, and each of its field
 * errors, carries a stable `key` with `params` beside its English `message`. The catalogues of
 * those keys are the contract's (contract/src/i18n/server-messages/{en,bn}.ts, the i18n-server
 * work); `useServerMessages` registers a language's once loaded. A key with no wording in the
 * language shown (or an older server with no key) shows the server's own `message`.
 */
type Catalogue = Readonly<Record<string, string>>;
const catalogues = new Map<Language, Catalogue>();

export function useServerMessages(language: Language, catalogue: Catalogue): void {
  catalogues.set(language, catalogue);
}

export interface KeyedText {
  message: string;
  key?: string;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message for `key` in the language shown, its `{name}` placeholders filled; else `message`. */
export function serverMessageText({ message, key, params = {} }: KeyedText): string {
  const catalogue = catalogues.get(currentLanguage());
  const template = key ? catalogue?.[key] : undefined;
  if (template === undefined) return message;
  const numbers = new Intl.NumberFormat(intlLocale(), { useGrouping: false });
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return numbers.format(value);
    // A parameter naming a field label (`label.email`) is worded in the same language.
    return catalogue?.[value] ?? value;
  });
}
