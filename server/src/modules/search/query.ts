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

/** Every folded word the query looks for (to mark matches), excluded ones left out. */
export function wantedKeys(parsed: ParsedQuery): Set<string> {
  return new Set(parsed.groups.flat().flatMap((term) => term.keys));
}
