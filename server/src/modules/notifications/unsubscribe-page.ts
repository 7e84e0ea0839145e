import { type Language, type OptionalMailKind, PAGES } from '@alumni/contract';
import { wordsIn } from '../../i18n/words.js';
import { escapeHtml } from '../mail/templates/compose.js';

/** The words of the unsubscribe page (the server's catalogue, server/src/i18n) in one language. */
function pageWordsIn(language: Language) {
  const say = wordsIn(language);
  return {
    kinds: {
      messageNotices: say('unsubscribe.kind.message_notices'),
      digest: say('unsubscribe.kind.digest'),
      announcements: say('unsubscribe.kind.announcements'),
    } satisfies Record<OptionalMailKind, string>,
    invalidTitle: say('unsubscribe.invalid_title'),
    invalid: say('unsubscribe.invalid'),
    title: say('unsubscribe.title'),
    question: (kind: string) => say('unsubscribe.question', { kind }),
    button: say('unsubscribe.button'),
    doneTitle: say('unsubscribe.done_title'),
    done: (kind: string) => say('unsubscribe.done', { kind }),
    settings: say('unsubscribe.settings'),
    afterSignIn: say('unsubscribe.after_sign_in'),
  };
}

/** The unsubscribe pages' words, in the reader's language (decision 0032). */
export const PAGE_WORDS: Record<Language, ReturnType<typeof pageWordsIn>> = {
  en: pageWordsIn('en'),
  bn: pageWordsIn('bn'),
};

/** A small page of its own (no script, no style: the portal's CSP allows neither inline), in the reader's language. */
export function unsubscribePage(language: Language, title: string, body: string): string {
  const words = PAGE_WORDS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${PAGES.mailSettings}">${escapeHtml(words.settings)}</a> ${escapeHtml(words.afterSignIn)}</p></main></body></html>`;
}
