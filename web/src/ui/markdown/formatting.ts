/** A textarea's text and selection, before or after a toolbar button. */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

export type Format = 'bold' | 'italic' | 'heading' | 'list' | 'link';

const lineStart = (value: string, at: number) => value.lastIndexOf('\n', at - 1) + 1;

function wrap({ value, start, end }: Edit, before: string, after: string): Edit {
  const selected = value.slice(start, end);
  return {
    value: value.slice(0, start) + before + selected + after + value.slice(end),
    start: start + before.length,
    end: end + before.length,
  };
}

/** Each line the selection touches starts with `prefix` (unless it already does). */
function prefixLines({ value, start, end }: Edit, prefix: string): Edit {
  const from = lineStart(value, start);
  const lines = value.slice(from, end).split('\n');
  const prefixed = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
  const added = prefixed.length - (end - from);
  return {
    value: value.slice(0, from) + prefixed + value.slice(end),
    start: start + (lines[0]?.startsWith(prefix) ? 0 : prefix.length),
    end: end + added,
  };
}

/**
 * The Markdown a toolbar button writes around the selection (decision 0060): bold and italic
 * around it, a heading or a list at the start of its lines, a link with its address selected to
 * be typed over.
 */
export function applyFormat(edit: Edit, format: Format): Edit {
  switch (format) {
    case 'bold':
      return wrap(edit, '**', '**');
    case 'italic':
      return wrap(edit, '_', '_');
    case 'heading':
      return prefixLines({ ...edit, end: edit.start }, '## ');
    case 'list':
      return prefixLines(edit, '- ');
    case 'link': {
      const address = 'https://';
      const linked = wrap(edit, '[', `](${address})`);
      if (edit.start === edit.end) return linked;
      const addressStart = linked.end + 2;
      return { value: linked.value, start: addressStart, end: addressStart + address.length };
    }
  }
}

/** Markdown's characters in a picture's description, escaped so they stay its words. */
const escapeAlt = (alt: string) => alt.replace(/[\\[\]]/g, (character) => `\\${character}`).replace(/\s+/g, ' ');

/** A picture written at the caret, as a paragraph of its own. */
export function insertPicture({ value, start, end }: Edit, alt: string, url: string): Edit {
  const before = value.slice(0, start).replace(/\s*$/, '');
  const after = value.slice(end).replace(/^\s*/, '');
  const picture = `![${escapeAlt(alt)}](${url})`;
  const head = before ? `${before}\n\n` : '';
  const caret = head.length + picture.length;
  return { value: `${head}${picture}${after ? `\n\n${after}` : '\n'}`, start: caret, end: caret };
}

/** The address to write for an uploaded picture: its path on the portal, so the text does not name the host. */
export function picturePath(url: string): string {
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url;
  }
}
