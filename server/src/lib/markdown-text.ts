import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The Markdown of story content and event descriptions (decision 0060), read as the web app reads
 * it (web/src/ui/markdown/render.ts): CommonMark, autolinked addresses, single line breaks kept,
 * raw HTML only ever text, no indented code blocks (plain text written before Markdown keeps its
 * indentation as text).
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: true, breaks: true })
  .enable('linkify')
  .disable(['code', 'html_block', 'html_inline']);

export interface PlainTextOptions {
  /** Write a link's address after its text, where it differs: for text read away from the page (a calendar). */
  linkTargets?: boolean;
}

function inlineText(children: Token[], options: PlainTextOptions): string {
  let text = '';
  let linkStart = 0;
  let href = '';
  for (const token of children) {
    switch (token.type) {
      case 'text':
      case 'code_inline':
        text += token.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        text += '\n';
        break;
      case 'image':
        text += inlineText(token.children ?? [], options);
        break;
      case 'link_open':
        linkStart = text.length;
        href = String(token.attrGet('href') ?? '');
        break;
      case 'link_close': {
        const label = text.slice(linkStart);
        const target = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href;
        if (options.linkTargets && target && label !== target) text += ` (${target})`;
        href = '';
        break;
      }
    }
  }
  return text;
}

/**
 * Markdown as plain text: the words a reader sees, without the syntax (no `**`, no `[…](…)`, a
 * picture by its alt text), paragraphs apart by a blank line, list items on lines of their own
 * (`•` or their number). For mails, calendar files, search snippets and excerpts; the result is
 * text, never HTML: whoever puts it in HTML escapes it.
 */
export function markdownToPlainText(source: string, options: PlainTextOptions = {}): string {
  const lists: { ordered: boolean; next: number }[] = [];
  let text = '';
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) text += '\n';
        break;
      case 'list_item_open': {
        const list = lists.at(-1);
        if (!text.endsWith('\n') && text !== '') text += '\n';
        text += '  '.repeat(Math.max(0, lists.length - 1));
        text += list?.ordered ? `${list.next++}. ` : '• ';
        break;
      }
      case 'inline':
        text += inlineText(token.children ?? [], options);
        break;
      case 'fence':
      case 'code_block':
        text += `${token.content.trimEnd()}\n\n`;
        break;
      case 'paragraph_close':
        // A list item's paragraph ends its line; any other ends its paragraph.
        text += token.hidden ? '\n' : '\n\n';
        break;
      case 'heading_close':
      case 'hr':
        text += '\n\n';
        break;
    }
  }
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text on one line, cut at a word near `length` characters with an ellipsis: a card's or a list's excerpt. */
export function plainTextExcerpt(source: string, length: number): string {
  const text = markdownToPlainText(source).replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
