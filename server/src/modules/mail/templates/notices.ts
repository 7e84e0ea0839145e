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
 * one registered for cancelled, a seat freed up from the waiting list, a mentoring request. Each is
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

const NOUNS: Record<MailLanguage, Record<PostType, string>> = {
  en: { story: 'story', event: 'event', job: 'job', message: 'message' },
};
const OWN_LIST: Record<PostType, string> = {
  story: '/userstories',
  event: '/userevents',
  job: '/userjob',
  message: '/messages',
};

/** The e-mail settings page (web/src/features/notifications/paths.ts). */
export const MAIL_SETTINGS_PATH = '/account/email';

/** The footnote of a mail the member may turn off: the one-click link and the settings page. */
export function optionalMailFootnote(context: MailContext, what: string, unsubscribeUrl: string): string {
  return `You get ${what} because of your e-mail settings. Stop them: ${unsubscribeUrl} — or choose what you receive: ${portalLink(context, MAIL_SETTINGS_PATH)}`;
}

const greeting = (fullName: string) => `Hello ${fullName},`;

export const accountApproved: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    const blocks: MailBlock[] = [
      {
        paragraph:
          'The association has verified your account: the alumni directory, profiles, messages and posting are open to you.',
      },
    ];
    if (data.reason) blocks.push({ paragraph: 'The admin wrote:' }, { quote: data.reason });
    blocks.push({ action: { label: 'Open the portal', url: portalLink(context, '/accountpage') } });
    return composeMail(context, {
      subject: `Your ${context.associationName} account is verified`,
      greeting: greeting(data.fullName),
      blocks,
    });
  },
};

export const accountRejected: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    return composeMail(context, {
      subject: `${context.associationName} could not verify your account`,
      greeting: greeting(data.fullName),
      blocks: [
        { paragraph: 'The association could not verify that your account belongs to one of its graduates.' },
        ...(data.reason ? [{ paragraph: 'The reason:' }, { quote: data.reason }] : []),
        {
          paragraph:
            'If a detail of your sign-up was wrong, correct it on your profile, or write to the association from the portal.',
        },
        { action: { label: 'See your account', url: portalLink(context, '/accountpage') } },
      ],
    });
  },
};

export const contentHidden: MailTemplate<ContentHiddenData> = {
  render(data, context) {
    const noun = NOUNS[context.language][data.type];
    return composeMail(context, {
      subject: `Your ${noun} on ${context.associationName} was hidden by an admin`,
      greeting: greeting(data.fullName),
      blocks: [
        { paragraph: `An admin has hidden your ${noun} “${data.label}”: other members no longer see it.` },
        { paragraph: 'The reason:' },
        { quote: data.reason },
        { action: { label: `See your ${noun}s`, url: portalLink(context, OWN_LIST[data.type]) } },
      ],
    });
  },
};

export const reportActioned: MailTemplate<ReportActionedData> = {
  render(data, context) {
    const noun = NOUNS[context.language][data.type];
    return composeMail(context, {
      subject: `Your report to ${context.associationName} was acted on`,
      greeting: greeting(data.fullName),
      blocks: [
        {
          paragraph: `Thank you for your report. An admin looked at the ${noun} “${data.label}” and has hidden it.`,
        },
      ],
    });
  },
};

export const messageUnread: MailTemplate<MessageUnreadData> = {
  render(data, context) {
    return composeMail(context, {
      subject: `${data.senderName} wrote to you on ${context.associationName}`,
      greeting: greeting(data.fullName),
      blocks: [
        { paragraph: `${data.senderName} sent you a message on the alumni portal that you have not read yet:` },
        { quote: data.firstLine },
        {
          action: {
            label: 'Read and reply',
            url: portalLink(context, `/message/${encodeURIComponent(data.senderId)}`),
          },
        },
      ],
      footnote: optionalMailFootnote(context, 'these notices', data.unsubscribeUrl),
    });
  },
};

export const eventCancelled: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    return composeMail(context, {
      subject: `An event you registered for on ${context.associationName} was cancelled`,
      greeting: greeting(data.fullName),
      blocks: [
        {
          paragraph: `“${data.title}” on ${data.date} at ${data.time} was cancelled by its organiser. Your registration for it is gone with it; there is nothing you need to do.`,
        },
        { action: { label: 'See other events', url: portalLink(context, '/events') } },
      ],
    });
  },
};

export const eventMovedUp: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    return composeMail(context, {
      subject: `A seat freed up for you on ${context.associationName}`,
      greeting: greeting(data.fullName),
      blocks: [
        {
          paragraph: `A seat freed up: you moved from the waiting list and are now going to “${data.title}” on ${data.date} at ${data.time}.`,
        },
        {
          paragraph:
            'If you can no longer come, cancel your registration on the event page so the next member gets the seat.',
        },
        { action: { label: 'See the event', url: portalLink(context, `/events/${encodeURIComponent(data.id)}`) } },
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
    return composeMail(context, {
      subject: `${data.requesterName} asked you for mentoring on ${context.associationName}`,
      greeting: greeting(data.fullName),
      blocks: [
        {
          paragraph: `${data.requesterName} asked you for mentoring, because your profile says you are open to it.`,
        },
        {
          paragraph:
            'Read the request on your Mentoring page and accept it, which opens a chat with its note, or decline it.',
        },
        { action: { label: 'Open my Mentoring page', url: portalLink(context, '/mentoring') } },
      ],
    });
  },
};
