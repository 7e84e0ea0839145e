/**
 * Lenient comparison of people's names, for matching a sign-up against the graduate roll.
 * Registrar records and what people type differ in case, punctuation, diacritics, word order,
 * initials ("A. K. Sen"), titles, a left-out middle name and small spelling slips
 * ("Chatterjee" / "Chaterjee"); none of those should keep a graduate waiting.
 */

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'shri', 'sri', 'smt', 'prof', 'er']);

export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((token) => token.length > 0 && !TITLES.has(token));
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    edits++;
    if (edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Same word, an initial of it, or (for words of five letters or more) one letter off. */
function tokensAgree(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  return Math.min(a.length, b.length) >= 5 && editDistanceAtMostOne(a, b);
}

/** How many of the shorter name's words find a distinct partner in the longer name. */
function agreeingTokens(shorter: string[], longer: string[]): number {
  const used = new Set<number>();
  let count = 0;
  for (const token of shorter) {
    // Whole words first, so "a" does not take the partner that "ananya" needs.
    let index = longer.findIndex((other, position) => !used.has(position) && other === token);
    if (index < 0) index = longer.findIndex((other, position) => !used.has(position) && tokensAgree(token, other));
    if (index >= 0) {
      used.add(index);
      count++;
    }
  }
  return count;
}

/**
 * True when two names plausibly belong to the same person: every word of the shorter one agrees
 * with a word of the longer, at least two words agree (one for single-word names), and at least
 * one agreeing word is spelt out rather than an initial.
 */
export function namesMatch(a: string, b: string): boolean {
  const [shorter, longer] = [nameTokens(a), nameTokens(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length === 0) return false;
  if (agreeingTokens(shorter, longer) !== shorter.length) return false;
  if (shorter.length < Math.min(2, longer.length)) return false;
  return shorter.some((token) => token.length > 1);
}

/** 0 to 1: the share of words that agree, for ranking the roll rows closest to a sign-up. */
export function nameSimilarity(a: string, b: string): number {
  const [shorter, longer] = [nameTokens(a), nameTokens(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (longer.length === 0) return 0;
  return agreeingTokens(shorter, longer) / longer.length;
}
