import MarkdownIt from 'markdown-it';

/** Schemes a link may have (decision 0060); anything else stays the text it was written as. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** What a link opens with: no hold on this page, no endorsement, written by a member. */
export const LINK_REL = 'noopener nofollow ugc';
/** A post picture's address on the portal: its key and one of its two widths (server/src/db/pictures.ts). */
const UPLOADED_PICTURE = /^\/uploads\/[0-9a-f]{32}-(640|1280)\.webp$/;

/** The address parsed as the browser would follow it from `origin`, or null where it is no address. */
function resolved(address: string, origin: string): URL | null {
  try {
    return new URL(address, origin);
  } catch {
    return null;
  }
}

/** Whether the address, as the browser reads it, is an http(s) or mailto link. */
export function isAllowedLink(address: string, origin: string): boolean {
  const url = resolved(address, origin);
  return url !== null && LINK_PROTOCOLS.has(url.protocol);
}

/** Whether the address is a post picture the portal itself stores: relative, or absolute on the portal's origin. */
export function isOwnUpload(address: string, origin: string): boolean {
  const url = resolved(address, origin);
  return (
    url !== null &&
    url.origin === new URL(origin).origin &&
    url.search === '' &&
    url.hash === '' &&
    UPLOADED_PICTURE.test(url.pathname)
  );
}

/**
 * A Markdown renderer for members' text (story content, event descriptions, job texts): CommonMark
 * with addresses turned into links, single line breaks kept (plain text written before reads as it
 * did), raw HTML escaped as text, no indented code blocks (indented plain text stays text). Links
 * only http(s) and mailto; pictures only the portal's own uploads, any other shown as a link to it
 * (or its alt text); a heading is never the page's h1. `origin` is the portal's (the page's).
 */
export function createMarkdownRenderer(origin: string) {
  const markdown = new MarkdownIt('commonmark', { html: false, linkify: true, breaks: true })
    .enable('linkify')
    .disable(['code', 'html_block', 'html_inline']);
  const { escapeHtml } = markdown.utils;
  // Pictures are checked by the image rule below, which can still show an outside one as a link.
  markdown.validateLink = (address) => isAllowedLink(address, origin);

  const rules = markdown.renderer.rules;
  rules.link_open = (tokens, index, options, _env, self) => {
    tokens[index]?.attrSet('rel', LINK_REL);
    return self.renderToken(tokens, index, options);
  };
  rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const src = String(token?.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token?.children ?? [], options, env);
    if (isOwnUpload(src, origin)) {
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
    }
    return `<a href="${escapeHtml(src)}" rel="${LINK_REL}">${escapeHtml(alt || src)}</a>`;
  };
  // The page's title is its h1: `#` and `##` are its sections (h2), deeper ones follow.
  const headingLevel = (tag: string) => `h${Math.min(6, Math.max(2, Number(tag.slice(1))))}`;
  rules.heading_open = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token) token.tag = headingLevel(token.tag);
    return self.renderToken(tokens, index, options);
  };
  rules.heading_close = rules.heading_open;

  return (source: string): string => markdown.render(source);
}
