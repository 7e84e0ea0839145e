import { type Language, type Notification, PAGES, type PageKey, pageHref } from '@alumni/contract';
import { wordsIn } from '../../i18n/words.js';
import { isPostType, OWN_LIST, type PostType } from './post-types.js';
import type { NotificationRow } from './queries.js';

type Data = Record<string, string | null>;
const SECTION: Record<PostType, PageKey> = {
  story: 'stories',
  event: 'events',
  job: 'jobPortal',
  message: 'messages',
};

/** A page's path from the page table, its `:id` filled (and encoded) when it has one. */
const pagePath = (page: PageKey, id?: string) => pageHref(PAGES[page], id === undefined ? {} : { id });

/** An ISO date (2026-12-05) as the language writes its digits. */
const digitsIn = (language: Language, text: string) =>
  language === 'bn' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;

/**
 * What a notice says, in words of `language` (the server's catalogue, server/src/i18n, as the
 * mails of modules/mail/templates/notices.ts say the same things), and where it leads. Notices
 * store their facts, not their text: the words are made when they are read (and the mails from
 * the same facts), so wording and language can change without rewriting stored rows. Values a
 * person wrote (a title, a reason, a name) go in as they are.
 */
export function describeNotice(
  kind: string,
  data: Data,
  language: Language = 'en',
): { title: string; body: string; link: string | null } {
  const say = wordsIn(language);
  const type = isPostType(data.type) ? data.type : null;
  const noun = type ? say(`post.${type}`) : say('notice.post');
  const withReason = (text: string) => (data.reason ? say('notice.with_reason', { text, reason: data.reason }) : text);
  const date = data.date ? digitsIn(language, data.date) : say('notice.its_date');
  const member = say('notice.a_member');
  switch (kind) {
    case 'account.approved':
      return {
        title: say('notice.approved.title'),
        body: withReason(say('notice.approved.body')),
        link: pagePath('account'),
      };
    case 'account.rejected':
      return {
        title: say('notice.rejected.title'),
        body: withReason(say('notice.rejected.body')),
        link: pagePath('account'),
      };
    case 'content.hidden':
      return {
        title: say('notice.hidden.title', { noun }),
        body: withReason(
          data.label
            ? say('notice.hidden.body_labelled', { noun, label: data.label })
            : say('notice.hidden.body', { noun }),
        ),
        link: type ? pagePath(OWN_LIST[type]) : null,
      };
    case 'report.actioned':
      return {
        title: say('notice.actioned.title'),
        body: data.label
          ? say('notice.actioned.body_labelled', { noun, label: data.label })
          : say('notice.actioned.body', { noun }),
        link: type ? pagePath(SECTION[type]) : null,
      };
    case 'event.cancelled':
      return {
        title: say('notice.cancelled.title'),
        body: say('notice.cancelled.body', { title: data.title ?? say('notice.the_event'), date }),
        link: pagePath('events'),
      };
    case 'event.moved-up':
      return {
        title: say('notice.moved_up.title'),
        body: say('notice.moved_up.body', { title: data.title ?? say('notice.the_event_in_sentence'), date }),
        link: data.id ? pagePath('event', data.id) : pagePath('events'),
      };
    case 'mentoring.requested':
      return {
        title: say('notice.mentoring_requested.title', { name: data.requesterName ?? member }),
        body: say('notice.mentoring_requested.body'),
        link: pagePath('mentoring'),
      };
    case 'mentoring.accepted':
      return {
        title: say('notice.mentoring_accepted.title', { name: data.mentorName ?? member }),
        body: say('notice.mentoring_accepted.body'),
        link: data.mentorId ? pagePath('message', data.mentorId) : pagePath('mentoring'),
      };
    case 'contact.requested':
      return {
        title: say('notice.contact_requested.title', { name: data.askerName ?? member }),
        body: say('notice.contact_requested.body'),
        link: pagePath('privacyCentre'),
      };
    case 'message.unread':
      return {
        title: say('notice.unread.title', { name: data.senderName ?? member }),
        body: data.firstLine ?? '',
        link: data.senderId ? pagePath('message', data.senderId) : pagePath('messages'),
      };
    default:
      return { title: say('notice.other'), body: '', link: null };
  }
}

/** A notice as its reader gets it, in `language` (the request's, decision 0032). */
export function presentNotification(row: NotificationRow, language: Language): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    ...describeNotice(row.kind, row.data, language),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
