import { transliterate } from 'transliteration';
import { SURNAMES } from './surnames.js';

/**
 * One spelling for searching (decision 0048). Text and queries are both folded by the same steps,
 * here for queries and in the SQL function `search_key` (migration 0021) for what is stored:
 * 1. each Bengali letter becomes its Latin letters as the `transliteration` package spells it, one
 *    character at a time (the package does no more for Bengali: the Bengali spelling of
 *    Chattopadhyay becomes "cttttopaadhyaay'");
 * 2. lower case; every run of characters other than a-z and 0-9 separates words (apostrophes and
 *    the like inside a word are dropped);
 * 3. a doubled letter is one ("aa" → "a", "tttt" → "t"): Chattopadhyay, Chatopadhyay and the
 *    Bengali spelling's "ctopadhyay" come close, "Kolkatta" and "Kolkata" become one.
 * server/test/search.test.ts checks that this and `search_key` agree.
 */
export const BENGALI_BLOCK = { first: 0x0980, last: 0x09ff } as const;

const bengali = new Map<string, string>();
for (let code = BENGALI_BLOCK.first; code <= BENGALI_BLOCK.last; code++) {
  const letter = String.fromCodePoint(code);
  bengali.set(letter, transliterate(letter));
}

/** The Bengali letters and their Latin spellings (what migration 0021's `search_key` holds). */
export function bengaliLetters(): ReadonlyMap<string, string> {
  return bengali;
}

/** Text in one spelling: words of a-z and 0-9 separated by one space. */
export function searchKey(text: string): string {
  const latin = text.replace(/[\u0980-\u09ff]/g, (letter) => bengali.get(letter) ?? letter);
  return latin
    .toLowerCase()
    .replace(/['`+]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1+/g, '$1')
    .trim();
}

const surnameKeys = new Map<string, string[]>();
for (const group of SURNAMES) {
  const keys = [...new Set(group.map(searchKey))];
  for (const key of keys) surnameKeys.set(key, keys);
}

/** The spellings a folded word also stands for: itself, and the other spellings of a surname. */
export function spellingsOf(key: string): string[] {
  return surnameKeys.get(key) ?? [key];
}
