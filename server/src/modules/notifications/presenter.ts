import type { Notification } from '@alumni/contract';
import type { NotificationRow } from './queries.js';

type Data = Record<string, string | null>;

const NOUN: Record<string, string> = { story: 'story', event: 'event', job: 'job', message: 'message' };
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

const quoted = (label: string | null | undefined) => (label ? ` “${label}”` : '');
const withReason = (text: string, reason: string | null | undefined) => (reason ? `${text} Reason: ${reason}` : text);

/**
 * What a notice says, in words, and where it leads. Notices store their facts, not their text:
 * the words are made when they are read (and the mails from the same facts), so wording and
 * language can change without rewriting stored rows.
 */
export function describeNotice(kind: string, data: Data): { title: string; body: string; link: string | null } {
  const noun = NOUN[data.type ?? ''] ?? 'post';
  switch (kind) {
    case 'account.approved':
      return {
        title: 'Your account is verified',
        body: withReason(
          'The association has verified your account: the directory, profiles, messages and posting are open to you.',
          data.reason,
        ),
        link: '/accountpage',
      };
    case 'account.rejected':
      return {
        title: 'The association could not verify your account',
        body: withReason('Your account was not verified.', data.reason),
        link: '/accountpage',
      };
    case 'content.hidden':
      return {
        title: `Your ${noun} was hidden by an admin`,
        body: withReason(`Your ${noun}${quoted(data.label)} is no longer shown to other members.`, data.reason),
        link: OWN_LIST[data.type ?? ''] ?? null,
      };
    case 'report.actioned':
      return {
        title: 'Your report was acted on',
        body: `Thank you: the ${noun}${quoted(data.label)} you reported has been hidden by an admin.`,
        link: SECTION[data.type ?? ''] ?? null,
      };
    case 'event.cancelled':
      return {
        title: 'An event you registered for was cancelled',
        body: `${data.title ?? 'The event'} on ${data.date ?? 'its date'} was cancelled by its organiser.`,
        link: '/events',
      };
    case 'event.moved-up':
      return {
        title: 'You have a seat',
        body: `A seat freed up: you are now going to ${data.title ?? 'the event'} on ${data.date ?? 'its date'}.`,
        link: data.id ? `/events/${encodeURIComponent(data.id)}` : '/events',
      };
    case 'mentoring.requested':
      return {
        title: `${data.requesterName ?? 'A member'} asked you for mentoring`,
        body: 'Read the request, then accept it (it opens a chat) or decline it on your Mentoring page.',
        link: '/mentoring',
      };
    case 'message.unread':
      return {
        title: `${data.senderName ?? 'A member'} wrote to you`,
        body: data.firstLine ?? '',
        link: data.senderId ? `/message/${encodeURIComponent(data.senderId)}` : '/messages',
      };
    default:
      return { title: 'Notice', body: '', link: null };
  }
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    ...describeNotice(row.kind, row.data),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
