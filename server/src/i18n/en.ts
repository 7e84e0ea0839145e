/**
 * The server's own words in English, by stable key (docs/i18n.md, decision 0045): what the server
 * writes itself rather than answers through the API's envelope. The mails, the notices of the
 * notifications menu, the calendars, the attendee sheet, the unsubscribe page and the page shell.
 * The API's messages are the contract's catalogue (contract/src/i18n/server-messages), the pages'
 * titles the page table's (contract/src/page-titles.ts).
 *
 * `{name}` is a parameter; the type of `wordIn` asks for exactly the parameters the English names.
 * bn.ts holds the same keys in Bengali: a missing or extra key is a type error, and
 * words.test.ts checks the keys, the parameters and that the Bengali is Bengali.
 */
export const en = {
  // Every mail (modules/mail/templates)
  'mail.greeting': 'Hello {fullName},',
  'mail.the_reason': 'The reason:',
  'mail.footnote.message_notices':
    'You get these notices because of your e-mail settings. Stop them: {unsubscribeUrl} — or choose what you receive: {settingsUrl}',
  'mail.footnote.weekly_digest':
    'You get this weekly digest because of your e-mail settings. Stop them: {unsubscribeUrl} — or choose what you receive: {settingsUrl}',
  'mail.footnote.announcements':
    'You get announcements from the association because of your e-mail settings. Stop them: {unsubscribeUrl} — or choose what you receive: {settingsUrl}',

  // Confirm an e-mail address (templates/confirm-email.ts)
  'mail.confirm_email.subject': 'Confirm your e-mail address for {association}',
  'mail.confirm_email.lead':
    'Welcome to the alumni portal. Please confirm that this address is yours, so the association can reach you here.',
  'mail.confirm_email.lead_change':
    'You asked to sign in to the alumni portal with this address. Confirm it to make the change; until then you sign in with your previous address.',
  'mail.confirm_email.action': 'Confirm my address',
  'mail.confirm_email.expiry':
    'The link works once, for {hours} hours. You can ask for a new one on your account page.',
  'mail.confirm_email.footnote': 'If you did not ask for this, ignore this mail: nothing changes without the link.',

  // Set a new password (templates/password-reset.ts)
  'mail.password_reset.subject': 'Set a new password for {association}',
  'mail.password_reset.lead': 'Someone (we hope you) asked to set a new password for your alumni portal account.',
  'mail.password_reset.action': 'Set a new password',
  'mail.password_reset.expiry':
    'The link works once, for {minutes} minutes. Setting a new password signs you out everywhere.',
  'mail.password_reset.footnote': 'If you did not ask for this, ignore this mail: your password stays as it is.',

  // To the old address when the sign-in address is changed (templates/email-change-requested.ts)
  'mail.email_change.subject': 'Your sign-in address for {association} is being changed',
  'mail.email_change.lead': 'Your alumni portal account asked to sign in with a new address: {newAddress}',
  'mail.email_change.until':
    'It becomes your sign-in address once it is confirmed from that mailbox; until then you keep signing in with this one.',
  'mail.email_change.if_not_you':
    'If you did not ask for this, sign in and change your password now, or use "Forgot password?" on the sign-in page.',

  // The admins' answer to a contact message (templates/contact-reply.ts)
  'mail.contact_reply.subject': 'Re: {subject} · {association}',
  'mail.contact_reply.you_wrote': 'You wrote:',
  'mail.contact_reply.write_again': 'Replies to this address are not read: to write to us again, use the contact page.',
  'mail.contact_reply.action': 'Write to us',

  // A member's rights (templates/rights.ts, decision 0059)
  'mail.erasure.subject': 'Your account at {association} will be deleted in 48 hours',
  'mail.erasure.lead':
    'You asked for your account to be deleted. It will be deleted on {when}, with your profile and everything you posted.',
  'mail.erasure.cancel':
    'Changed your mind? Sign in before then and the deletion is cancelled. If you did not ask for this, sign in now and change your password.',
  'mail.erasure.action': 'Sign in',
  'mail.request_answer.subject': 'Re: {subject} · {association}',
  'mail.request_answer.you_wrote': 'You wrote to the grievance officer:',
  'mail.request_answer.action': 'See your requests',

  // The weekly digest (templates/weekly-digest.ts)
  'mail.digest.subject': 'This week on {association}',
  'mail.digest.lead': 'Here is what is new on the alumni portal this week.',
  'mail.digest.events': 'New events:',
  'mail.digest.jobs': 'New jobs:',
  'mail.digest.stories': 'New stories:',
  'mail.digest.more': 'And {count} more',

  // A kind of post, named inside a notice's sentence (mails and the notifications menu)
  'post.story': 'story',
  'post.event': 'event',
  'post.job': 'job',
  'post.message': 'message',

  // The notices' mails (templates/notices.ts)
  'mail.approved.subject': 'Your {association} account is verified',
  'mail.approved.lead':
    'The association has verified your account: the alumni directory, profiles, messages and posting are open to you.',
  'mail.approved.admin_wrote': 'The admin wrote:',
  'mail.approved.action': 'Open the portal',
  'mail.rejected.subject': '{association} could not verify your account',
  'mail.rejected.lead': 'The association could not verify that your account belongs to one of its graduates.',
  'mail.rejected.correct':
    'If a detail of your sign-up was wrong, correct it on your profile, or write to the association from the portal.',
  'mail.rejected.action': 'See your account',
  'mail.hidden.subject': 'Your {noun} on {association} was hidden by an admin',
  'mail.hidden.lead': 'An admin has hidden your {noun} “{label}”: other members no longer see it.',
  'mail.hidden.action': 'See your {noun}s',
  'mail.actioned.subject': 'Your report to {association} was acted on',
  'mail.actioned.lead': 'Thank you for your report. An admin looked at the {noun} “{label}” and has hidden it.',
  'mail.unread.subject': '{sender} wrote to you on {association}',
  'mail.unread.lead': '{sender} sent you a message on the alumni portal that you have not read yet:',
  'mail.unread.action': 'Read and reply',
  'mail.cancelled.subject': 'An event you registered for on {association} was cancelled',
  'mail.cancelled.lead':
    '“{title}” on {date} at {time} was cancelled by its organiser. Your registration for it is gone with it; there is nothing you need to do.',
  'mail.cancelled.action': 'See other events',
  'mail.moved_up.subject': 'A seat freed up for you on {association}',
  'mail.moved_up.lead':
    'A seat freed up: you moved from the waiting list and are now going to “{title}” on {date} at {time}.',
  'mail.moved_up.cannot_come':
    'If you can no longer come, cancel your registration on the event page so the next member gets the seat.',
  'mail.moved_up.action': 'See the event',
  'mail.mentoring_requested.subject': '{requester} asked you for mentoring on {association}',
  'mail.mentoring_requested.lead': '{requester} asked you for mentoring, because your profile says you are open to it.',
  'mail.mentoring_requested.how':
    'Read the request on your Mentoring page and accept it, which opens a chat with its note, or decline it.',
  'mail.mentoring_requested.action': 'Open my Mentoring page',
  'mail.mentoring_accepted.subject': '{mentor} accepted your mentoring request on {association}',
  'mail.mentoring_accepted.lead': '{mentor} accepted your request for mentoring.',
  'mail.mentoring_accepted.how':
    'Your note is now the first message of a chat between you: say hello there and agree how and when to talk.',
  'mail.mentoring_accepted.action': 'Open the chat',

  // The notifications menu (modules/notifications/presenter.ts)
  'notice.post': 'post',
  'notice.with_reason': '{text} Reason: {reason}',
  'notice.a_member': 'A member',
  'notice.the_event': 'The event',
  'notice.the_event_in_sentence': 'the event',
  'notice.its_date': 'its date',
  'notice.approved.title': 'Your account is verified',
  'notice.approved.body':
    'The association has verified your account: the directory, profiles, messages and posting are open to you.',
  'notice.rejected.title': 'The association could not verify your account',
  'notice.rejected.body': 'Your account was not verified.',
  'notice.hidden.title': 'Your {noun} was hidden by an admin',
  'notice.hidden.body': 'Your {noun} is no longer shown to other members.',
  'notice.hidden.body_labelled': 'Your {noun} “{label}” is no longer shown to other members.',
  'notice.actioned.title': 'Your report was acted on',
  'notice.actioned.body': 'Thank you: the {noun} you reported has been hidden by an admin.',
  'notice.actioned.body_labelled': 'Thank you: the {noun} “{label}” you reported has been hidden by an admin.',
  'notice.cancelled.title': 'An event you registered for was cancelled',
  'notice.cancelled.body': '{title} on {date} was cancelled by its organiser.',
  'notice.moved_up.title': 'You have a seat',
  'notice.moved_up.body': 'A seat freed up: you are now going to {title} on {date}.',
  'notice.contact_requested.title': '{name} asked to see your contact details',
  'notice.contact_requested.body': 'Read the reason, then approve or decline it on your privacy page.',
  'notice.mentoring_requested.title': '{name} asked you for mentoring',
  'notice.mentoring_requested.body':
    'Read the request, then accept it (it opens a chat) or decline it on your Mentoring page.',
  'notice.mentoring_accepted.title': '{name} accepted your mentoring request',
  'notice.mentoring_accepted.body':
    'Your request is now the first message of a chat with your mentor: say hello and agree how to meet.',
  'notice.unread.title': '{name} wrote to you',
  'notice.other': 'Notice',

  // The unsubscribe page (modules/notifications/unsubscribe-page.ts)
  'unsubscribe.kind.message_notices': 'e-mails about unread messages',
  'unsubscribe.kind.digest': 'the weekly digest',
  'unsubscribe.kind.announcements': 'announcements from the association',
  'unsubscribe.invalid_title': 'This link is not valid',
  'unsubscribe.invalid':
    'This unsubscribe link is not valid. Change what you receive on the e-mail settings page instead.',
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.question': 'Stop receiving {kind}?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done_title': 'You are unsubscribed',
  'unsubscribe.done': 'You will no longer receive {kind}. Account notices are still sent.',
  'unsubscribe.settings': 'Your e-mail settings',
  'unsubscribe.after_sign_in': '(after signing in)',

  // Calendar files (modules/events/calendar.ts and the feeds' names)
  'calendar.events': 'events',
  'calendar.my_events': 'my events',
  'calendar.waiting_list': 'waiting list',
  'calendar.join': 'Join',
  'calendar.contact': 'Contact',

  // The organiser's attendee sheet (modules/events/attendees-csv.ts)
  'attendees.status.going': 'Going',
  'attendees.status.waitlisted': 'Waiting list',
  'attendees.column.name': 'Name',
  'attendees.column.status': 'Status',
  'attendees.column.email': 'Email',
  'attendees.column.phone': 'Phone',
  'attendees.column.year_of_passing': 'Year of passing',
  'attendees.column.programme': 'Programme',
  'attendees.column.college': 'College',
  'attendees.column.registered_at': 'Registered at',

  // The page shell before its scripts run (http/web-app.ts; web/index.html has the English)
  'shell.loading': 'Loading…',
  'shell.no_script': 'This portal needs JavaScript. Please enable it and reload the page.',
  'shell.description': 'The alumni association portal: stories, events, jobs and the alumni community.',
} as const;

export type WordKey = keyof typeof en;
