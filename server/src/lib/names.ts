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

/** Which of `typed`'s words find a distinct partner in `roll`'s, and whether a pair is spelt out on both sides. */
function pairTokens(roll: string[], typed: string[]) {
  const used = new Set<number>();
  const unmatched: number[] = [];
  let spelledOutPair = false;
  typed.forEach((token, position) => {
    // Whole words first, so "a" does not take the partner that "ananya" needs.
    let index = roll.findIndex((other, rollPosition) => !used.has(rollPosition) && other === token);
    if (index < 0)
      index = roll.findIndex((other, rollPosition) => !used.has(rollPosition) && tokensAgree(token, other));
    if (index < 0) {
      unmatched.push(position);
      return;
    }
    used.add(index);
    if (token.length > 1 && (roll[index] as string).length > 1) spelledOutPair = true;
  });
  return { agreeing: used.size, unmatched, spelledOutPair };
}

/**
 * True when the name a person typed plausibly names the graduate on the roll: its words agree
 * with the roll's in any order, as initials or with one slip, and it may leave out roll words (a
 * middle name) or add one middle name the roll lacks. It may not add anything else: "Rituparna
 * Saha Registrar MAKAUT Official" is not "Rituparna Saha", or the roll would vouch for a title.
 * At least two words agree (one for a single-word roll name), one of them spelt out on both sides.
 */
export function namesMatch(rollName: string, typedName: string): boolean {
  const roll = nameTokens(rollName);
  const typed = nameTokens(typedName);
  if (roll.length === 0 || typed.length === 0) return false;
  const { agreeing, unmatched, spelledOutPair } = pairTokens(roll, typed);
  const onlyAnExtraMiddleName =
    unmatched.length === 0 ||
    (unmatched.length === 1 && typed.length >= 3 && unmatched[0] !== 0 && unmatched[0] !== typed.length - 1);
  return onlyAnExtraMiddleName && agreeing >= Math.min(2, roll.length) && spelledOutPair;
}

/** 0 to 1: the share of words that agree, for ranking the roll rows closest to a sign-up. */
export function nameSimilarity(a: string, b: string): number {
  const [shorter, longer] = [nameTokens(a), nameTokens(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (longer.length === 0) return 0;
  return agreeingTokens(shorter, longer) / longer.length;
}
