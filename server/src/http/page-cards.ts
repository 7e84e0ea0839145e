import { documentTitle, type Institution, type Language } from '@alumni/contract';
import type { PageDescription } from '../lib/page-card.js';

/**
 * Open Graph, Twitter card and schema.org tags for the page of one story, event or job (decision
 * 0061), written into the page the server sends so that a link pasted into WhatsApp or LinkedIn
 * shows its title, picture and summary, and search engines read what it is. Only what the
 * module's description holds: a thing a visitor may not read has no card, and its page says only
 * the portal's name and what kind of page it is.
 */

/** og:locale of each language (the portal's readers are in India). */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', bn: 'bn_IN' };

/** The app icon the web build writes (web/scripts/app-icons.ts): the portal's picture without a banner. */
const APP_ICON = '/icons/icon-512.png';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` as JSON escapes, so no
 * value (a title holding `</script>`) can end the element or open another.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The portal's own picture for a card without one: the banner's largest rendition, else the app icon. */
export function portalImage(institution: Institution): { url: string; alt: string } {
  const banner = institution.banner.image;
  const largest = banner?.webp.reduce((best, variant) => (variant.width > best.width ? variant : best));
  return largest ? { url: largest.url, alt: banner?.alt ?? '' } : { url: APP_ICON, alt: '' };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;

export interface CardContext {
  language: Language;
  institution: Institution;
  /** The page's absolute address (from PUBLIC_URL). */
  pageUrl: string;
  /** The site's address, which relative picture addresses are resolved against. */
  siteUrl: string;
  /** What kind of page it is, in the page's language ("Story", "Job"): the title of a page without a card. */
  pageKind: string;
}

/** The page with its subject's tags: the written page (title and preloads) for `html`. */
export function withPageCard(html: string, { card, index }: PageDescription, context: CardContext): string {
  const { language, institution, pageUrl, siteUrl, pageKind } = context;
  const absolute = (address: string) => new URL(address, siteUrl).href;
  const tags = [
    ...(index ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:site_name', institution.associationName),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:url', pageUrl),
  ];
  if (!card) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', documentTitle(pageKind, institution.associationName)),
      meta('name', 'twitter:card', 'summary'),
    );
    return inHead(html, tags);
  }
  const image = card.image ?? portalImage(institution);
  const imageUrl = absolute(image.url);
  tags.push(
    meta('property', 'og:type', card.type),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:image', imageUrl),
    ...(image.alt ? [meta('property', 'og:image:alt', image.alt)] : []),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
  );
  if (card.structuredData) {
    const structured = { '@context': 'https://schema.org', ...card.structuredData, url: pageUrl };
    tags.push(`<script type="application/ld+json">${jsonForScript(structured)}</script>`);
  }
  // Replaced through functions: a `$&` in a title is text, not a replacement pattern.
  const title = `<title>${escapeText(documentTitle(card.title, institution.shortName))}</title>`;
  const description = meta('name', 'description', card.description);
  return inHead(
    html.replace(/<title>[^<]*<\/title>/, () => title).replace(/<meta name="description"[^>]*>/, () => description),
    tags,
  );
}

function inHead(html: string, tags: string[]): string {
  return html.replace('</head>', () => `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}
