import type { Language, MessageParams } from '@alumni/contract';
import { currentLanguage, intlLocale } from './current-language';

/**
 * The server's messages in the language shown (issue 17): an error envelope, and each of its field
 * errors, carries a stable `key` with `params` beside its `message` (worded by the server for the
 * request's Accept-Language, which api.ts sets to the language shown). The catalogues of those
 * keys are the contract's (contract/src/i18n/server-messages/{en,bn}.ts, decision 0032); the
 * language shown has its own registered once loaded (`loadServerMessages`, with the rest of that
 * language's catalogues: lib/i18n.ts), so a message shown before a switch can be worded again
 * after it, and the contract's own field messages (zod's, in English) can be worded by key. A key
 * with no wording in the language shown (or an older server with no key) shows the `message`.
 */
type Catalogue = Readonly<Record<string, string>>;
const catalogues = new Map<Language, Catalogue>();

/** Registers `language`'s catalogue (the loader does; a test may register its own). */
export function registerServerMessages(language: Language, catalogue: Catalogue): void {
  catalogues.set(language, catalogue);
}

// Each language's catalogue is a chunk of its own, fetched only when that language is shown: the
// English first load carries no Bengali. The module exports the catalogue by its language (`bn`).
const CATALOGUE_FOLDER = '../../../contract/src/i18n/server-messages/';
const catalogueModules = import.meta.glob<Record<string, Catalogue>>('../../../contract/src/i18n/server-messages/*.ts');
const loading = new Map<Language, Promise<void>>();

/** Loads and registers the server's messages in `language`, once; a failed download may be tried again. */
export function loadServerMessages(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const load = catalogueModules[`${CATALOGUE_FOLDER}${language}.ts`];
    pending = load
      ? load().then((module) => {
          const catalogue = module[language];
          if (catalogue) registerServerMessages(language, catalogue);
        })
      : Promise.resolve();
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export interface KeyedText {
  message: string;
  key?: string;
  params?: MessageParams;
}

/** A message's key and parameters, without the text. */
export type MessageKey = Omit<KeyedText, 'message'> & { key: string };

/**
 * The key of each text this client has shown for a server message, so the text can be worded
 * again in another language after a switch (`rewordText`). Bounded: the oldest go first.
 */
const shownTexts = new Map<string, MessageKey>();
const SHOWN_TEXTS_KEPT = 500;

function remember(text: string, keyed: MessageKey): void {
  shownTexts.delete(text);
  shownTexts.set(text, keyed);
  if (shownTexts.size > SHOWN_TEXTS_KEPT) {
    const oldest = shownTexts.keys().next().value;
    if (oldest !== undefined) shownTexts.delete(oldest);
  }
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message for `key` in the language shown, its `{name}` placeholders filled; else `message`. */
export function serverMessageText({ message, key, params }: KeyedText): string {
  if (!key) return message;
  const keyed: MessageKey = params ? { key, params } : { key };
  remember(message, keyed);
  const catalogue = catalogues.get(currentLanguage());
  const template = catalogue?.[key];
  if (template === undefined) return message;
  const numbers = new Intl.NumberFormat(intlLocale(), { useGrouping: false });
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return numbers.format(value);
    // A parameter naming a field label (`label.email`) is worded in the same language.
    return catalogue?.[value] ?? value;
  });
  remember(text, keyed);
  return text;
}

/**
 * `text` in the language shown when it is a message with a key: one the server sent (worded by
 * `serverMessageText`, in whichever language was shown then) or one `describe` knows (the
 * contract's `describeFieldMessage` for zod's English field messages). Any other text as it is.
 * The form components show every message through it, so a switch words them again.
 */
export function rewordText(text: string, describe?: (text: string) => MessageKey | undefined): string {
  const keyed = shownTexts.get(text) ?? describe?.(text);
  return keyed ? serverMessageText({ message: text, ...keyed }) : text;
}
