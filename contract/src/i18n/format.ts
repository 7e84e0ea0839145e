import type { MessageParams } from '../envelope.js';
import type { Language } from '../preferences.js';
import { bn } from './server-messages/bn.js';
import { en, type ServerMessageKey } from './server-messages/en.js';

export type { ServerMessageKey } from './server-messages/en.js';

/** A message as the server means it: a stable key and its parameters, worded per language at the edge. */
export interface KeyedMessage {
  key: ServerMessageKey;
  params?: MessageParams;
}

export const SERVER_MESSAGES: Record<Language, Record<ServerMessageKey, string>> = { en, bn };

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(en, key);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The message for `key` in `language`, its `{name}` placeholders filled from `params`. A parameter
 * that is itself a field label's key (`label.email`) is worded in the same language, so "{field}
 * is required" reads "Email is required" and "ইমেল আবশ্যক". Numbers are written by `Intl` for the
 * language's locale (Bengali digits in Bengali).
 */
export function formatServerMessage(language: Language, key: ServerMessageKey, params: MessageParams = {}): string {
  return fill(SERVER_MESSAGES[language], language, key, params);
}

/** Numbers in a message, one formatter per language, made when first needed (making one costs far more than using it). */
const numberFormats = new Map<Language, Intl.NumberFormat>();
function numbersIn(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'bn' ? 'bn-IN' : 'en-IN', { useGrouping: false });
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * `formatServerMessage` over one catalogue. The field messages below use it with the English one
 * alone, so a web page whose schemas make field messages does not download the Bengali catalogue.
 */
function fill(
  catalogue: Record<ServerMessageKey, string>,
  language: Language,
  key: ServerMessageKey,
  params: MessageParams,
): string {
  return catalogue[key].replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return numbersIn(language).format(value);
    return value.startsWith('label.') && isServerMessageKey(value) ? catalogue[value] : value;
  });
}

export function keyed(key: ServerMessageKey, params?: MessageParams): KeyedMessage {
  return params ? { key, params } : { key };
}

/** The keys that also have a form for one of something, `<key>.one` ("1 minute" beside "5 minutes"). */
export type CountedKey = {
  [K in ServerMessageKey]: `${K}.one` extends ServerMessageKey ? K : never;
}[ServerMessageKey];

/**
 * A message about `count` of something (the count is among `params`): `<key>.one` when the count
 * is 1, `key` otherwise. Each form is a whole sentence in both catalogues (Bengali says the same
 * in both), so a client that fills plain `{name}` placeholders words it with no plural rules.
 */
export function counted(key: CountedKey, count: number, params: MessageParams): KeyedMessage {
  return { key: count === 1 ? (`${key}.one` as ServerMessageKey) : key, params };
}

/**
 * The field messages the shared schemas (fields.ts and the other contract schemas) produce are
 * English text, as zod carries them; each is made by `fieldMessage`, which remembers which key
 * and parameters the text stands for. `describeFieldMessage` gives them back, so the server (and
 * the web, which validates with the same schemas) can word the message in the reader's language.
 */
const FIELD_MESSAGES = new Map<string, KeyedMessage>();

export function fieldMessage(key: ServerMessageKey, params?: MessageParams): string {
  const text = fill(en, 'en', key, params ?? {});
  if (!FIELD_MESSAGES.has(text)) FIELD_MESSAGES.set(text, keyed(key, params));
  return text;
}

/** The key and parameters of a message made by `fieldMessage`; undefined for any other text (zod's own). */
export function describeFieldMessage(text: string): KeyedMessage | undefined {
  return FIELD_MESSAGES.get(text);
}
