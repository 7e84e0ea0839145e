import { isHttpUrl } from '@alumni/contract';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses only: "javascript:", "data:" and the like never become links. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends the sentence around an address rather than the address itself. */
const TRAILING_PUNCTUATION = /[.,;:!?'"*_]+$/;
const CLOSING_TO_OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** "https://x.org/a)." -> "https://x.org/a" but "https://en.wikipedia.org/wiki/C_(language)" stays whole. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const withoutPunctuation = address.replace(TRAILING_PUNCTUATION, '');
    const last = withoutPunctuation.at(-1) ?? '';
    const opening = CLOSING_TO_OPENING[last];
    if (opening && count(withoutPunctuation, last) > count(withoutPunctuation, opening)) {
      address = withoutPunctuation.slice(0, -1);
      continue;
    }
    return withoutPunctuation;
  }
}

/**
 * Splits a message into plain text and web addresses, for rendering as text nodes and links.
 * Nothing here is HTML: markup in a message stays the characters the sender typed.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = trimAddress(match[0]);
    if (!isHttpUrl(address)) continue;
    if (match.index > textStart) segments.push({ kind: 'text', text: text.slice(textStart, match.index) });
    segments.push({ kind: 'link', text: address, href: address });
    textStart = match.index + address.length;
  }
  if (textStart < text.length) segments.push({ kind: 'text', text: text.slice(textStart) });
  return segments;
}
