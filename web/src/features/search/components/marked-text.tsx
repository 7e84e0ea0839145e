import type { SearchMark } from '@alumni/contract';
import type { ReactNode } from 'react';

/**
 * `text` with the ranges the search matched in <mark>: built from the ranges over plain text, so
 * whatever a member wrote (a title holding "<b>") stays text, never markup (decision 0048).
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly SearchMark[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > at) parts.push(text.slice(at, from));
    parts.push(
      <mark key={from} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
