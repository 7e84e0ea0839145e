import { LANGUAGES, type Language, PAGES, type PageKey, pageHref } from '@alumni/contract';
import { type Words, wordsIn } from '../../../i18n/words.js';

/** The languages mails are written in: the portal's (a member's mails follow their account's language). */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;

/** What every template knows besides its own data. */
export interface MailContext {
  /** The association's name, from the institution configuration. */
  associationName: string;
  language: MailLanguage;
  /** Where links in mails start: PUBLIC_URL (without a trailing slash). */
  linkBase: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One kind of mail: its data in, both parts out. */
export interface MailTemplate<Data> {
  render(data: Data, context: MailContext): RenderedMail;
}

/** Markup that is already safe; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function toHtml(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A tagged template that escapes every interpolated value (SafeHtml and arrays of it pass as they are). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += toHtml(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** The words of a mail in its language, from the server's catalogue (server/src/i18n). */
export function mailWords(context: MailContext): Words {
  return wordsIn(context.language);
}

/**
 * A link to a page of the portal, by its key in the page table (contract/src/pages.ts) with its
 * `:name` parameters, and, in the fragment, values that must stay out of server logs.
 */
export function pageLink(
  context: MailContext,
  page: PageKey,
  params: Readonly<Record<string, string>> = {},
  fragment?: Record<string, string>,
): string {
  const hash = fragment ? `#${new URLSearchParams(fragment).toString()}` : '';
  return `${context.linkBase}${pageHref(PAGES[page], params)}${hash}`;
}

/**
 * The parts a mail is made of; each renders as plain text and as HTML, so the two parts always
 * say the same. Text is always text: in the HTML part it is escaped, never read as markup.
 */
export type MailBlock =
  | { paragraph: string }
  /** A call to action: a button in HTML, "label: url" on its own lines in text. */
  | { action: { label: string; url: string } }
  /** Someone else's words (a reason, a first line), set apart. */
  | { quote: string };

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937';

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('action' in block) return `${block.action.label}:\n${block.action.url}`;
  return block.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function blockHtml(block: MailBlock): SafeHtml {
  if ('paragraph' in block) return html`<p style="margin:0 0 16px">${block.paragraph}</p>`;
  if ('action' in block) {
    return html`<p style="margin:24px 0"><a href="${block.action.url}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${block.action.label}</a></p><p style="margin:0 0 16px;font-size:14px;color:#4b5563">${block.action.url}</p>`;
  }
  return html`<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;white-space:pre-line">${block.quote}</blockquote>`;
}

/**
 * Both parts of a mail from its subject, a greeting and blocks; the association's name signs it.
 * `footnote` is a last line in small print (why the member gets this mail).
 */
export function composeMail(
  context: MailContext,
  mail: { subject: string; greeting?: string; blocks: MailBlock[]; footnote?: string },
): RenderedMail {
  const signature = context.associationName;
  const textParts = [
    ...(mail.greeting ? [mail.greeting] : []),
    ...mail.blocks.map(blockText),
    signature,
    ...(mail.footnote ? [`--\n${mail.footnote}`] : []),
  ];
  const body = html`${mail.greeting ? html`<p style="margin:0 0 16px">${mail.greeting}</p>` : ''}${mail.blocks.map(blockHtml)}<p style="margin:24px 0 0">${signature}</p>${
    mail.footnote ? html`<p style="margin:24px 0 0;font-size:13px;color:#4b5563">${mail.footnote}</p>` : ''
  }`;
  const document = html`<!doctype html><html lang="${context.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${mail.subject}</title></head><body style="margin:0;padding:24px;background:#ffffff"><div style="max-width:560px;margin:0 auto;${FONT}">${body}</div></body></html>`;
  return { subject: mail.subject, text: `${textParts.join('\n\n')}\n`, html: document.value };
}
