import { searchKey, spellingsOf } from './fold.js';

/**
 * A query as people type it (websearch_to_tsquery-like, decision 0048): words, "an exact phrase",
 * -excluded (a word or a phrase), and `or` between two of them. Everything else separates words,
 * so nothing a reader types reaches tsquery syntax: each term below is words of a-z and 0-9.
 */
export interface Term {
  /** The term's words folded (a phrase when more than one). */
  words: string[];
  /** What it matches as tsquery text: its spellings, `|` between them, `<->` inside a phrase. */
  tsquery: string;
  /** Its folded spellings, for marking matches in what is shown. */
  keys: string[];
}

export interface ParsedQuery {
  /** Every group must match; a group matches when one of its terms does. */
  groups: Term[][];
  /** None of these may match. */
  excluded: Term[];
}

const MAX_TERMS = 12;

function termOf(text: string): Term | null {
  const key = searchKey(text);
  if (key === '') return null;
  const words = key.split(' ').slice(0, 8);
  const spellings = words.length === 1 ? spellingsOf(words[0] as string) : [words.join(' ')];
  const tsquery = spellings.map((spelling) => `(${spelling.split(' ').join(' <-> ')})`).join(' | ');
  return { words, tsquery, keys: spellings.flatMap((spelling) => spelling.split(' ')) };
}

export function parseQuery(q: string): ParsedQuery {
  const groups: Term[][] = [];
  const excluded: Term[] = [];
  // "phrase", -"phrase", -word, word; an unbalanced quote runs to the end.
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  let joinNext = false;
  let count = 0;
  for (const match of q.matchAll(pattern)) {
    if (count >= MAX_TERMS) break;
    const [, minus, phrase, bare] = match;
    if (bare !== undefined && bare.toLowerCase() === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    const negated = minus === '-' || (bare?.startsWith('-') ?? false);
    const text = phrase ?? (negated ? (bare as string).slice(1) : (bare as string));
    const term = termOf(text);
    if (!term) continue;
    count++;
    if (negated) excluded.push(term);
    else if (joinNext) groups[groups.length - 1]?.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return { groups, excluded };
}

/** A trigram match stands for a word of at least this many letters (shorter ones match too much). */
export const TYPO_MIN_LETTERS = 4;
/**
 * A close word (decision 0062) is this like the typed word as pg_trgm's `word_similarity`
 * measures it (its default, what `<%` meant when the documents were matched with it)...
 */
export const TYPO_SIMILARITY = 0.6;
/**
 * ...and starts with the same letter, or is this like it as a whole word (pg_trgm's `similarity`):
 * a typo in the first letter of a word. Not the other -opadhyay surnames for the Bengali spelling
 * of Chattopadhyay, `ctopadhyay` (`word_similarity` 0.64 with `mukhopadhyay`, `similarity` 0.41).
 */
export const TYPO_WHOLE_WORD_SIMILARITY = 0.6;

/** What to mark in a result: words spelled as the query's (folded), and words like its typo-tolerant ones. */
export interface Wanted {
  keys: ReadonlySet<string>;
  /** Query words a row may be found by through trigram similarity (queries.ts's `<%`). */
  similar: readonly string[];
}

export const NOTHING_WANTED: Wanted = { keys: new Set(), similar: [] };

/** Every folded word the query looks for (to mark matches), excluded ones left out. */
export function wantedOf(parsed: ParsedQuery): Wanted {
  const terms = parsed.groups.flat();
  return {
    keys: new Set(terms.flatMap((term) => term.keys)),
    similar: terms.flatMap((term) =>
      term.words.length === 1 && (term.words[0] as string).length >= TYPO_MIN_LETTERS ? term.words : [],
    ),
  };
}

/** pg_trgm's trigrams of one word (a-z0-9): padded with two spaces before and one after. */
function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  return Array.from({ length: padded.length - 2 }, (_, index) => padded.slice(index, index + 3));
}

/**
 * pg_trgm's `word_similarity(query, word)` for one word: the greatest similarity between the
 * query's trigrams and a continuous stretch of the word's (shared / (query's + stretch's − shared)).
 * A row found because `query <% its text` has a word for which this reaches TYPO_SIMILARITY; that
 * word is the one to mark (search.test.ts checks it agrees with the database).
 */
export function wordSimilarity(query: string, word: string): number {
  const wanted = new Set(trigramsOf(query));
  const sequence = trigramsOf(word);
  let best = 0;
  for (let start = 0; start < sequence.length; start++) {
    const seen = new Set<string>();
    let shared = 0;
    for (let end = start; end < sequence.length; end++) {
      const trigram = sequence[end] as string;
      if (!seen.has(trigram)) {
        seen.add(trigram);
        if (wanted.has(trigram)) shared++;
      }
      best = Math.max(best, shared / (wanted.size + seen.size - shared));
    }
  }
  return best;
}

/** pg_trgm's `similarity(a, b)`: shared trigrams over the trigrams of either. */
export function similarity(a: string, b: string): number {
  const left = new Set(trigramsOf(a));
  const right = new Set(trigramsOf(b));
  const shared = [...left].filter((trigram) => right.has(trigram)).length;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * Whether `key` is a close word of the typed `word`, as queries.ts finds them in the word table.
 * First a bound: a stretch of `key` shares at most the trigrams all of `key` shares with `word`,
 * and its similarity is at most that over `word`'s trigrams; most words of a text share none, and
 * are turned down without comparing every stretch.
 */
export function isCloseWord(word: string, key: string): boolean {
  const typed = new Set(trigramsOf(word));
  const shared = new Set(trigramsOf(key).filter((trigram) => typed.has(trigram))).size;
  if (shared < TYPO_SIMILARITY * typed.size) return false;
  return (
    wordSimilarity(word, key) >= TYPO_SIMILARITY &&
    (key[0] === word[0] || similarity(word, key) >= TYPO_WHOLE_WORD_SIMILARITY)
  );
}

/** Whether a folded word is one the query wants: spelled alike, or a close word of a typo-tolerant word of it. */
export function isWanted(key: string, wanted: Wanted): boolean {
  return wanted.keys.has(key) || wanted.similar.some((word) => isCloseWord(word, key));
}
