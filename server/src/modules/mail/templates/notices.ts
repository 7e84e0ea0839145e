import {
  composeMail,
  type MailBlock,
  type MailContext,
  type MailLanguage,
  type MailTemplate,
  portalLink,
} from './compose.js';

/**
 * The notices a member also finds in the portal's notifications menu (modules/notifications):
 * account approved or rejected, a post hidden, a report acted on, a message left unread, an event
 * one registered for cancelled, a seat freed up from the waiting list, a mentoring request asked or
 * accepted. Each is
 * rendered from the facts the notice stores, in the member's language.
 */

type PostType = 'story' | 'event' | 'job' | 'message';

export interface AccountDecisionData {
  fullName: string;
  /** The admin's reason, when they gave one (always for a rejection). */
  reason: string | null;
}

export interface ContentHiddenData {
  fullName: string;
  type: PostType;
  label: string;
  reason: string;
}

export interface ReportActionedData {
  fullName: string;
  type: PostType;
  label: string;
}

export interface MessageUnreadData {
  fullName: string;
  senderId: string;
  senderName: string;
  /** The first line of the latest message, shortened: never more of what was written. */
  firstLine: string;
  /** The one-click unsubscribe link (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
}

export interface RegistrationNewsData {
  fullName: string;
  /** The event as it was when the member was told (a cancelled one no longer exists). */
  id: string;
  title: string;
  /** YYYY-MM-DD and HH:MM, in the association's time zone. */
  date: string;
  time: string;
}

const OWN_LIST: Record<PostType, string> = {
  story: '/userstories',
  event: '/userevents',
  job: '/userjob',
  message: '/messages',
};

/** The e-mail settings page (web/src/features/notifications/paths.ts). */
export const MAIL_SETTINGS_PATH = '/account/email';

/** What a mail the member may turn off is about, in the footnote that says how to stop it. */
export type OptionalMail = 'message notices' | 'weekly digest' | 'announcements';

/**
 * The words of every notice, per language: the Bengali is written for a Bengali reader (the terms
 * of docs/bengali-glossary.md), not word for word.
 */
const WORDS = {
  en: {
    nouns: { story: 'story', event: 'event', job: 'job', message: 'message' } as Record<PostType, string>,
    greeting: (fullName: string) => `Hello ${fullName},`,
    optional: {
      'message notices': 'these notices',
      'weekly digest': 'this weekly digest',
      announcements: 'announcements from the association',
    } as Record<OptionalMail, string>,
    footnote: (what: string, unsubscribeUrl: string, settingsUrl: string) =>
      `You get ${what} because of your e-mail settings. Stop them: ${unsubscribeUrl} — or choose what you receive: ${settingsUrl}`,
    approved: {
      subject: (association: string) => `Your ${association} account is verified`,
      lead: 'The association has verified your account: the alumni directory, profiles, messages and posting are open to you.',
      adminWrote: 'The admin wrote:',
      action: 'Open the portal',
    },
    rejected: {
      subject: (association: string) => `${association} could not verify your account`,
      lead: 'The association could not verify that your account belongs to one of its graduates.',
      reason: 'The reason:',
      correct:
        'If a detail of your sign-up was wrong, correct it on your profile, or write to the association from the portal.',
      action: 'See your account',
    },
    hidden: {
      subject: (noun: string, association: string) => `Your ${noun} on ${association} was hidden by an admin`,
      lead: (noun: string, label: string) =>
        `An admin has hidden your ${noun} “${label}”: other members no longer see it.`,
      reason: 'The reason:',
      action: (noun: string) => `See your ${noun}s`,
    },
    actioned: {
      subject: (association: string) => `Your report to ${association} was acted on`,
      lead: (noun: string, label: string) =>
        `Thank you for your report. An admin looked at the ${noun} “${label}” and has hidden it.`,
    },
    unread: {
      subject: (sender: string, association: string) => `${sender} wrote to you on ${association}`,
      lead: (sender: string) => `${sender} sent you a message on the alumni portal that you have not read yet:`,
      action: 'Read and reply',
    },
    cancelled: {
      subject: (association: string) => `An event you registered for on ${association} was cancelled`,
      lead: (title: string, date: string, time: string) =>
        `“${title}” on ${date} at ${time} was cancelled by its organiser. Your registration for it is gone with it; there is nothing you need to do.`,
      action: 'See other events',
    },
    movedUp: {
      subject: (association: string) => `A seat freed up for you on ${association}`,
      lead: (title: string, date: string, time: string) =>
        `A seat freed up: you moved from the waiting list and are now going to “${title}” on ${date} at ${time}.`,
      cannotCome:
        'If you can no longer come, cancel your registration on the event page so the next member gets the seat.',
      action: 'See the event',
    },
    mentoring: {
      subject: (requester: string, association: string) => `${requester} asked you for mentoring on ${association}`,
      lead: (requester: string) =>
        `${requester} asked you for mentoring, because your profile says you are open to it.`,
      how: 'Read the request on your Mentoring page and accept it, which opens a chat with its note, or decline it.',
      action: 'Open my Mentoring page',
    },
    accepted: {
      subject: (mentor: string, association: string) => `${mentor} accepted your mentoring request on ${association}`,
      lead: (mentor: string) => `${mentor} accepted your request for mentoring.`,
      how: 'Your note is now the first message of a chat between you: say hello there and agree how and when to talk.',
      action: 'Open the chat',
    },
  },
  bn: {
    nouns: { story: 'গল্প', event: 'অনুষ্ঠান', job: 'চাকরির বিজ্ঞাপন', message: 'বার্তা' } as Record<PostType, string>,
    greeting: (fullName: string) => `নমস্কার ${fullName},`,
    optional: {
      'message notices': 'এই বিজ্ঞপ্তিগুলি',
      'weekly digest': 'এই সাপ্তাহিক সংকলন',
      announcements: 'সমিতির ঘোষণাগুলি',
    } as Record<OptionalMail, string>,
    footnote: (what: string, unsubscribeUrl: string, settingsUrl: string) =>
      `আপনার ইমেল সেটিংস অনুযায়ী আপনি ${what} পান। বন্ধ করতে: ${unsubscribeUrl} — অথবা কী কী পাবেন তা বেছে নিন: ${settingsUrl}`,
    approved: {
      subject: (association: string) => `${association}: আপনার অ্যাকাউন্ট যাচাই করা হয়েছে`,
      lead: 'সমিতি আপনার অ্যাকাউন্ট যাচাই করেছে: প্রাক্তনী ডিরেক্টরি, প্রোফাইল, বার্তা এবং পোস্ট করার সুযোগ এখন আপনার জন্য খোলা।',
      adminWrote: 'অ্যাডমিন লিখেছেন:',
      action: 'পোর্টাল খুলুন',
    },
    rejected: {
      subject: (association: string) => `${association} আপনার অ্যাকাউন্ট যাচাই করতে পারেনি`,
      lead: 'আপনার অ্যাকাউন্টটি যে সমিতির কোনও স্নাতকের, সমিতি তা যাচাই করতে পারেনি।',
      reason: 'কারণ:',
      correct: 'নিবন্ধনের সময় কোনও তথ্য ভুল দিয়ে থাকলে প্রোফাইলে তা ঠিক করে নিন, অথবা পোর্টাল থেকে সমিতিকে লিখুন।',
      action: 'আপনার অ্যাকাউন্ট দেখুন',
    },
    hidden: {
      subject: (noun: string, association: string) => `${association}: একজন অ্যাডমিন আপনার ${noun} লুকিয়ে রেখেছেন`,
      lead: (noun: string, label: string) =>
        `একজন অ্যাডমিন আপনার ${noun} “${label}” লুকিয়ে রেখেছেন: অন্য সদস্যরা এটি আর দেখতে পাবেন না।`,
      reason: 'কারণ:',
      action: (noun: string) => `আপনার ${noun} দেখুন`,
    },
    actioned: {
      subject: (association: string) => `${association}: আপনার অভিযোগের ভিত্তিতে ব্যবস্থা নেওয়া হয়েছে`,
      lead: (noun: string, label: string) =>
        `অভিযোগ জানানোর জন্য ধন্যবাদ। একজন অ্যাডমিন ${noun} “${label}” দেখে সেটি লুকিয়ে রেখেছেন।`,
    },
    unread: {
      subject: (sender: string, association: string) => `${association}: ${sender} আপনাকে বার্তা পাঠিয়েছেন`,
      lead: (sender: string) => `${sender} প্রাক্তনী পোর্টালে আপনাকে একটি বার্তা পাঠিয়েছেন, যা আপনি এখনও পড়েননি:`,
      action: 'পড়ুন ও উত্তর দিন',
    },
    cancelled: {
      subject: (association: string) => `${association}: আপনার নাম নথিভুক্ত করা একটি অনুষ্ঠান বাতিল হয়েছে`,
      lead: (title: string, date: string, time: string) =>
        `${date} তারিখে ${time}-এর অনুষ্ঠান “${title}” আয়োজক বাতিল করেছেন। এতে আপনার নাম নথিভুক্তিও বাতিল হয়ে গেছে; আপনাকে কিছু করতে হবে না।`,
      action: 'অন্য অনুষ্ঠান দেখুন',
    },
    movedUp: {
      subject: (association: string) => `${association}: আপনার জন্য একটি আসন খালি হয়েছে`,
      lead: (title: string, date: string, time: string) =>
        `একটি আসন খালি হয়েছে: অপেক্ষমাণ তালিকা থেকে আপনার নাম উঠে এসেছে, আপনি এখন ${date} তারিখে ${time}-এর অনুষ্ঠান “${title}”-এ যাচ্ছেন।`,
      cannotCome: 'আর আসতে না পারলে অনুষ্ঠানের পাতা থেকে নাম নথিভুক্তি বাতিল করুন, যাতে পরের সদস্য আসনটি পান।',
      action: 'অনুষ্ঠানটি দেখুন',
    },
    mentoring: {
      subject: (requester: string, association: string) => `${association}: ${requester} আপনার কাছে মেন্টরশিপ চেয়েছেন`,
      lead: (requester: string) =>
        `${requester} আপনার কাছে মেন্টরশিপ চেয়েছেন, কারণ আপনার প্রোফাইলে লেখা আছে যে আপনি মেন্টর হতে আগ্রহী।`,
      how: 'আপনার মেন্টরশিপের পাতায় অনুরোধটি পড়ুন; গ্রহণ করলে তার বার্তাসহ একটি কথোপকথন খুলে যাবে, নয়তো ফিরিয়ে দিন।',
      action: 'আমার মেন্টরশিপের পাতা খুলুন',
    },
    accepted: {
      subject: (mentor: string, association: string) => `${association}: ${mentor} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন`,
      lead: (mentor: string) => `${mentor} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন।`,
      how: 'আপনার বার্তাটি এখন আপনাদের দুজনের একটি কথোপকথনের প্রথম বার্তা: সেখানে শুভেচ্ছা জানান এবং কবে, কীভাবে কথা বলবেন তা ঠিক করে নিন।',
      action: 'কথোপকথন খুলুন',
    },
  },
} satisfies Record<MailLanguage, unknown>;

/** The words of a mail in its language. */
export const wordsOf = (context: MailContext) => WORDS[context.language];

/** The footnote of a mail the member may turn off: the one-click link and the settings page. */
export function optionalMailFootnote(context: MailContext, what: OptionalMail, unsubscribeUrl: string): string {
  const words = wordsOf(context);
  return words.footnote(words.optional[what], unsubscribeUrl, portalLink(context, MAIL_SETTINGS_PATH));
}

export const accountApproved: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    const words = wordsOf(context);
    const blocks: MailBlock[] = [{ paragraph: words.approved.lead }];
    if (data.reason) blocks.push({ paragraph: words.approved.adminWrote }, { quote: data.reason });
    blocks.push({ action: { label: words.approved.action, url: portalLink(context, '/accountpage') } });
    return composeMail(context, {
      subject: words.approved.subject(context.associationName),
      greeting: words.greeting(data.fullName),
      blocks,
    });
  },
};

export const accountRejected: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.rejected.subject(context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.rejected.lead },
        ...(data.reason ? [{ paragraph: words.rejected.reason }, { quote: data.reason }] : []),
        { paragraph: words.rejected.correct },
        { action: { label: words.rejected.action, url: portalLink(context, '/accountpage') } },
      ],
    });
  },
};

export const contentHidden: MailTemplate<ContentHiddenData> = {
  render(data, context) {
    const words = wordsOf(context);
    const noun = words.nouns[data.type];
    return composeMail(context, {
      subject: words.hidden.subject(noun, context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.hidden.lead(noun, data.label) },
        { paragraph: words.hidden.reason },
        { quote: data.reason },
        { action: { label: words.hidden.action(noun), url: portalLink(context, OWN_LIST[data.type]) } },
      ],
    });
  },
};

export const reportActioned: MailTemplate<ReportActionedData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.actioned.subject(context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [{ paragraph: words.actioned.lead(words.nouns[data.type], data.label) }],
    });
  },
};

export const messageUnread: MailTemplate<MessageUnreadData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.unread.subject(data.senderName, context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.unread.lead(data.senderName) },
        { quote: data.firstLine },
        {
          action: {
            label: words.unread.action,
            url: portalLink(context, `/message/${encodeURIComponent(data.senderId)}`),
          },
        },
      ],
      footnote: optionalMailFootnote(context, 'message notices', data.unsubscribeUrl),
    });
  },
};

export const eventCancelled: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.cancelled.subject(context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.cancelled.lead(data.title, data.date, data.time) },
        { action: { label: words.cancelled.action, url: portalLink(context, '/events') } },
      ],
    });
  },
};

export const eventMovedUp: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.movedUp.subject(context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.movedUp.lead(data.title, data.date, data.time) },
        { paragraph: words.movedUp.cannotCome },
        {
          action: {
            label: words.movedUp.action,
            url: portalLink(context, `/events/${encodeURIComponent(data.id)}`),
          },
        },
      ],
    });
  },
};

export interface MentoringRequestedData {
  fullName: string;
  requesterName: string;
}

/** The request's note is not quoted: the mentor reads it in the portal, where they answer it. */
export const mentoringRequested: MailTemplate<MentoringRequestedData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.mentoring.subject(data.requesterName, context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.mentoring.lead(data.requesterName) },
        { paragraph: words.mentoring.how },
        { action: { label: words.mentoring.action, url: portalLink(context, '/mentoring') } },
      ],
    });
  },
};

export interface MentoringAcceptedData {
  fullName: string;
  mentorId: string;
  mentorName: string;
}

/** The mentee hears that their request was accepted; the chat it opened is where they go next. */
export const mentoringAccepted: MailTemplate<MentoringAcceptedData> = {
  render(data, context) {
    const words = wordsOf(context);
    return composeMail(context, {
      subject: words.accepted.subject(data.mentorName, context.associationName),
      greeting: words.greeting(data.fullName),
      blocks: [
        { paragraph: words.accepted.lead(data.mentorName) },
        { paragraph: words.accepted.how },
        {
          action: {
            label: words.accepted.action,
            url: portalLink(context, `/message/${encodeURIComponent(data.mentorId)}`),
          },
        },
      ],
    });
  },
};
