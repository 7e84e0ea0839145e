import { isPostType, OWN_LIST } from '../../notifications/post-types.js';
import { composeMail, type MailBlock, type MailContext, type MailTemplate, mailWords, pageLink } from './compose.js';

/**
 * The notices a member also finds in the portal's notifications menu (modules/notifications):
 * account approved or rejected, a post hidden, a report acted on, a message left unread, an event
 * one registered for cancelled, a seat freed up from the waiting list, a mentoring request asked or
 * accepted. Each is
 * rendered from the facts the notice stores, in the member's language.
 */

export interface AccountDecisionData {
  fullName: string;
  /** The admin's reason, when they gave one (always for a rejection). */
  reason: string | null;
}

export interface ContentHiddenData {
  fullName: string;
  type: string;
  label: string;
  reason: string;
}

export interface ReportActionedData {
  fullName: string;
  type: string;
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

/** A post's noun in the member's words: its own for the kinds the catalogue names, "post" for another content type. */
const nounOf = (say: ReturnType<typeof mailWords>, type: string) =>
  isPostType(type) ? say(`post.${type}`) : say('notice.post');

/** A mail the member may turn off, in the footnote that says how to stop it. */
export type OptionalMail = 'message_notices' | 'weekly_digest' | 'announcements';

/**
 * The footnote of a mail the member may turn off: the one-click link and the e-mail settings
 * page. The words of every notice are the server's catalogue's (server/src/i18n), in the
 * member's language.
 */
export function optionalMailFootnote(context: MailContext, what: OptionalMail, unsubscribeUrl: string): string {
  return mailWords(context)(`mail.footnote.${what}`, {
    unsubscribeUrl,
    settingsUrl: pageLink(context, 'mailSettings'),
  });
}

export const accountApproved: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    const say = mailWords(context);
    const blocks: MailBlock[] = [{ paragraph: say('mail.approved.lead') }];
    if (data.reason) blocks.push({ paragraph: say('mail.approved.admin_wrote') }, { quote: data.reason });
    blocks.push({ action: { label: say('mail.approved.action'), url: pageLink(context, 'account') } });
    return composeMail(context, {
      subject: say('mail.approved.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks,
    });
  },
};

export const accountRejected: MailTemplate<AccountDecisionData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.rejected.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.rejected.lead') },
        ...(data.reason ? [{ paragraph: say('mail.the_reason') }, { quote: data.reason }] : []),
        { paragraph: say('mail.rejected.correct') },
        { action: { label: say('mail.rejected.action'), url: pageLink(context, 'account') } },
      ],
    });
  },
};

export const contentHidden: MailTemplate<ContentHiddenData> = {
  render(data, context) {
    const say = mailWords(context);
    const noun = nounOf(say, data.type);
    // The author's own list of that kind, or their account page for a kind without one.
    const ownList = isPostType(data.type) ? OWN_LIST[data.type] : 'account';
    return composeMail(context, {
      subject: say('mail.hidden.subject', { noun, association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.hidden.lead', { noun, label: data.label }) },
        { paragraph: say('mail.the_reason') },
        { quote: data.reason },
        { action: { label: say('mail.hidden.action', { noun }), url: pageLink(context, ownList) } },
      ],
    });
  },
};

export const reportActioned: MailTemplate<ReportActionedData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.actioned.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [{ paragraph: say('mail.actioned.lead', { noun: nounOf(say, data.type), label: data.label }) }],
    });
  },
};

export const messageUnread: MailTemplate<MessageUnreadData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.unread.subject', { sender: data.senderName, association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.unread.lead', { sender: data.senderName }) },
        { quote: data.firstLine },
        { action: { label: say('mail.unread.action'), url: pageLink(context, 'message', { id: data.senderId }) } },
      ],
      footnote: optionalMailFootnote(context, 'message_notices', data.unsubscribeUrl),
    });
  },
};

export const eventCancelled: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.cancelled.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.cancelled.lead', { title: data.title, date: data.date, time: data.time }) },
        { action: { label: say('mail.cancelled.action'), url: pageLink(context, 'events') } },
      ],
    });
  },
};

export const eventMovedUp: MailTemplate<RegistrationNewsData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.moved_up.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.moved_up.lead', { title: data.title, date: data.date, time: data.time }) },
        { paragraph: say('mail.moved_up.cannot_come') },
        { action: { label: say('mail.moved_up.action'), url: pageLink(context, 'event', { id: data.id }) } },
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
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.mentoring_requested.subject', {
        requester: data.requesterName,
        association: context.associationName,
      }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.mentoring_requested.lead', { requester: data.requesterName }) },
        { paragraph: say('mail.mentoring_requested.how') },
        { action: { label: say('mail.mentoring_requested.action'), url: pageLink(context, 'mentoring') } },
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
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.mentoring_accepted.subject', {
        mentor: data.mentorName,
        association: context.associationName,
      }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.mentoring_accepted.lead', { mentor: data.mentorName }) },
        { paragraph: say('mail.mentoring_accepted.how') },
        {
          action: {
            label: say('mail.mentoring_accepted.action'),
            url: pageLink(context, 'message', { id: data.mentorId }),
          },
        },
      ],
    });
  },
};
