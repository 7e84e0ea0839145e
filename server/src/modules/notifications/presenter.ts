import type { Language, Notification } from '@alumni/contract';
import type { NotificationRow } from './queries.js';

type Data = Record<string, string | null>;
type PostType = 'story' | 'event' | 'job' | 'message';

/** Where a member finds their own posts of each kind (a hidden one is shown to nobody else). */
const OWN_LIST: Record<string, string> = {
  story: '/userstories',
  event: '/userevents',
  job: '/userjob',
  message: '/messages',
};
const SECTION: Record<string, string> = {
  story: '/stories',
  event: '/events',
  job: '/jobportal',
  message: '/messages',
};

/** An ISO date (2026-12-05) as the language writes its digits. */
const digitsIn = (language: Language, text: string) =>
  language === 'bn' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;

/**
 * The words of each notice in each language (the Bengali in the terms of docs/bengali-glossary.md,
 * as the mails of modules/mail/templates/notices.ts say the same things). Values a person wrote
 * (a title, a reason, a name) go in as they are.
 */
const WORDS = {
  en: {
    nouns: { story: 'story', event: 'event', job: 'job', message: 'message' } as Record<PostType, string>,
    post: 'post',
    quoted: (label: string) => ` “${label}”`,
    reason: (text: string, reason: string) => `${text} Reason: ${reason}`,
    aMember: 'A member',
    theEvent: 'The event',
    theEventInSentence: 'the event',
    itsDate: 'its date',
    approvedTitle: 'Your account is verified',
    approvedBody:
      'The association has verified your account: the directory, profiles, messages and posting are open to you.',
    rejectedTitle: 'The association could not verify your account',
    rejectedBody: 'Your account was not verified.',
    hiddenTitle: (noun: string) => `Your ${noun} was hidden by an admin`,
    hiddenBody: (noun: string, quoted: string) => `Your ${noun}${quoted} is no longer shown to other members.`,
    actionedTitle: 'Your report was acted on',
    actionedBody: (noun: string, quoted: string) =>
      `Thank you: the ${noun}${quoted} you reported has been hidden by an admin.`,
    cancelledTitle: 'An event you registered for was cancelled',
    cancelledBody: (title: string, date: string) => `${title} on ${date} was cancelled by its organiser.`,
    movedUpTitle: 'You have a seat',
    movedUpBody: (title: string, date: string) => `A seat freed up: you are now going to ${title} on ${date}.`,
    mentoringTitle: (name: string) => `${name} asked you for mentoring`,
    mentoringBody: 'Read the request, then accept it (it opens a chat) or decline it on your Mentoring page.',
    acceptedTitle: (name: string) => `${name} accepted your mentoring request`,
    acceptedBody: 'Your request is now the first message of a chat with your mentor: say hello and agree how to meet.',
    unreadTitle: (name: string) => `${name} wrote to you`,
    notice: 'Notice',
  },
  bn: {
    nouns: { story: 'গল্প', event: 'অনুষ্ঠান', job: 'চাকরির বিজ্ঞাপন', message: 'বার্তা' } as Record<PostType, string>,
    post: 'পোস্ট',
    quoted: (label: string) => ` “${label}”`,
    reason: (text: string, reason: string) => `${text} কারণ: ${reason}`,
    aMember: 'একজন সদস্য',
    theEvent: 'অনুষ্ঠানটি',
    theEventInSentence: 'অনুষ্ঠানটিতে',
    itsDate: 'নির্ধারিত দিনে',
    approvedTitle: 'আপনার অ্যাকাউন্ট যাচাই করা হয়েছে',
    approvedBody: 'সমিতি আপনার অ্যাকাউন্ট যাচাই করেছে: ডিরেক্টরি, প্রোফাইল, বার্তা এবং পোস্ট করার সুযোগ এখন আপনার জন্য খোলা।',
    rejectedTitle: 'সমিতি আপনার অ্যাকাউন্ট যাচাই করতে পারেনি',
    rejectedBody: 'আপনার অ্যাকাউন্ট যাচাই করা হয়নি।',
    hiddenTitle: (noun: string) => `একজন অ্যাডমিন আপনার ${noun} লুকিয়ে রেখেছেন`,
    hiddenBody: (noun: string, quoted: string) => `আপনার ${noun}${quoted} অন্য সদস্যরা আর দেখতে পাবেন না।`,
    actionedTitle: 'আপনার অভিযোগের ভিত্তিতে ব্যবস্থা নেওয়া হয়েছে',
    actionedBody: (noun: string, quoted: string) =>
      `ধন্যবাদ: আপনি যে ${noun}${quoted} নিয়ে অভিযোগ জানিয়েছিলেন, একজন অ্যাডমিন সেটি লুকিয়ে রেখেছেন।`,
    cancelledTitle: 'আপনার নাম নথিভুক্ত করা একটি অনুষ্ঠান বাতিল হয়েছে',
    cancelledBody: (title: string, date: string) => `${date} তারিখের ${title} আয়োজক বাতিল করেছেন।`,
    movedUpTitle: 'আপনি আসন পেয়েছেন',
    movedUpBody: (title: string, date: string) => `একটি আসন খালি হয়েছে: আপনি এখন ${date} তারিখে ${title}-এ যাচ্ছেন।`,
    mentoringTitle: (name: string) => `${name} আপনার কাছে মেন্টরশিপ চেয়েছেন`,
    mentoringBody: 'আপনার মেন্টরশিপের পাতায় অনুরোধটি পড়ুন, তারপর গ্রহণ করুন (একটি কথোপকথন খুলে যাবে) অথবা ফিরিয়ে দিন।',
    acceptedTitle: (name: string) => `${name} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন`,
    acceptedBody: 'আপনার অনুরোধটি এখন মেন্টরের সঙ্গে একটি কথোপকথনের প্রথম বার্তা: শুভেচ্ছা জানান এবং কীভাবে কথা বলবেন তা ঠিক করে নিন।',
    unreadTitle: (name: string) => `${name} আপনাকে বার্তা পাঠিয়েছেন`,
    notice: 'বিজ্ঞপ্তি',
  },
} satisfies Record<Language, unknown>;

/**
 * What a notice says, in words of `language`, and where it leads. Notices store their facts, not
 * their text: the words are made when they are read (and the mails from the same facts), so
 * wording and language can change without rewriting stored rows.
 */
export function describeNotice(
  kind: string,
  data: Data,
  language: Language = 'en',
): { title: string; body: string; link: string | null } {
  const words = WORDS[language];
  const noun = words.nouns[data.type as PostType] ?? words.post;
  const quoted = data.label ? words.quoted(data.label) : '';
  const withReason = (text: string) => (data.reason ? words.reason(text, data.reason) : text);
  const date = data.date ? digitsIn(language, data.date) : words.itsDate;
  switch (kind) {
    case 'account.approved':
      return { title: words.approvedTitle, body: withReason(words.approvedBody), link: '/accountpage' };
    case 'account.rejected':
      return { title: words.rejectedTitle, body: withReason(words.rejectedBody), link: '/accountpage' };
    case 'content.hidden':
      return {
        title: words.hiddenTitle(noun),
        body: withReason(words.hiddenBody(noun, quoted)),
        link: OWN_LIST[data.type ?? ''] ?? null,
      };
    case 'report.actioned':
      return {
        title: words.actionedTitle,
        body: words.actionedBody(noun, quoted),
        link: SECTION[data.type ?? ''] ?? null,
      };
    case 'event.cancelled':
      return {
        title: words.cancelledTitle,
        body: words.cancelledBody(data.title ?? words.theEvent, date),
        link: '/events',
      };
    case 'event.moved-up':
      return {
        title: words.movedUpTitle,
        body: words.movedUpBody(data.title ?? words.theEventInSentence, date),
        link: data.id ? `/events/${encodeURIComponent(data.id)}` : '/events',
      };
    case 'mentoring.requested':
      return {
        title: words.mentoringTitle(data.requesterName ?? words.aMember),
        body: words.mentoringBody,
        link: '/mentoring',
      };
    case 'mentoring.accepted':
      return {
        title: words.acceptedTitle(data.mentorName ?? words.aMember),
        body: words.acceptedBody,
        link: data.mentorId ? `/message/${encodeURIComponent(data.mentorId)}` : '/mentoring',
      };
    case 'message.unread':
      return {
        title: words.unreadTitle(data.senderName ?? words.aMember),
        body: data.firstLine ?? '',
        link: data.senderId ? `/message/${encodeURIComponent(data.senderId)}` : '/messages',
      };
    default:
      return { title: words.notice, body: '', link: null };
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
