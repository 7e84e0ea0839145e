import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml, html, type MailContext, type MailTemplate } from './compose.js';
import { MAIL_TEMPLATES, type MailDataOf, type MailKind } from './index.js';

const context: MailContext = {
  associationName: 'Jadavpur <Alumni> & Friends',
  language: 'en',
  linkBase: 'https://alumni.example.org',
};
const hostileName = '<img src=x onerror=alert(1)> "Rina" & Co';

/** One example of every kind's data, with a name that would be markup if it were not escaped. */
const EXAMPLES: { [K in MailKind]: MailDataOf<K> } = {
  'confirm-email': { fullName: hostileName, token: 'tok-confirm', isChange: false, validHours: 48 },
  'password-reset': { fullName: hostileName, token: 'tok-reset', validMinutes: 30 },
  'email-change-requested': { fullName: hostileName, newAddress: 'new"<x>@example.org' },
  'account-approved': { fullName: hostileName, reason: 'Matched <b>the</b> 2015 roll' },
  'account-rejected': { fullName: hostileName, reason: 'Not on the <i>roll</i>' },
  'content-hidden': { fullName: hostileName, type: 'story', label: '<script>x</script>', reason: 'Spam & ads' },
  'report-actioned': { fullName: hostileName, type: 'job', label: 'Easy <money>' },
  'message-unread': {
    fullName: hostileName,
    senderId: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0009',
    senderName: 'Arnab <Ghosh>',
    firstLine: '<a href="x">hi</a>',
    unsubscribeUrl: 'https://alumni.example.org/unsubscribe/a.m.b',
  },
  'event-cancelled': {
    fullName: hostileName,
    id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0021',
    title: 'Reunion <b>dinner</b> & drinks',
    date: '2026-12-05',
    time: '19:30',
  },
  'event-moved-up': {
    fullName: hostileName,
    id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0022',
    title: 'Career <i>talk</i>',
    date: '2026-12-06',
    time: '18:00',
  },
  'mentoring-requested': { fullName: hostileName, requesterName: 'Arnab <Ghosh> & Co' },
  'mentoring-accepted': {
    fullName: hostileName,
    mentorId: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0023',
    mentorName: 'Rina <Sen> & Co',
  },
  'weekly-digest': {
    fullName: hostileName,
    events: { items: [{ id: 'e1', title: 'Meet <up>', detail: '2026-12-01, Kolkata' }], more: 2 },
    jobs: { items: [], more: 0 },
    stories: { items: [{ id: 's1', title: 'Rover & <friends>', detail: null }], more: 0 },
    unsubscribeUrl: 'https://alumni.example.org/unsubscribe/a.d.b',
  },
  announcement: {
    fullName: hostileName,
    subject: 'Reunion <2011>',
    body: 'Line one <b>\nLine two',
    unsubscribeUrl: 'https://alumni.example.org/unsubscribe/a.a.b',
  },
  'contact-reply': {
    fullName: hostileName,
    subject: 'Alumni card <b>lost</b>',
    message: 'I lost my <i>card</i>.\nCan I get another?',
    reply: 'Yes: <b>come</b> to the office.\nBring a photo.',
  },
  'erasure-scheduled': { fullName: hostileName, dueAt: '2026-05-03T10:00:00.000Z', timeZone: 'Asia/Kolkata' },
  'request-answered': {
    fullName: hostileName,
    subject: 'My <b>year</b> is wrong',
    text: 'It says 2019.\nIt should be 2018.',
    answer: 'Corrected: <b>2018</b>.',
  },
};

/** Kinds whose subject is what an admin wrote, not the portal's words. */
const SUBJECT_AS_WRITTEN: MailKind[] = ['announcement'];

const LINKS: Partial<Record<MailKind, string>> = {
  'message-unread': 'https://alumni.example.org/message/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0009',
  'weekly-digest': 'https://alumni.example.org/events/e1',
  'event-cancelled': 'https://alumni.example.org/events',
  'event-moved-up': 'https://alumni.example.org/events/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0022',
  'mentoring-requested': 'https://alumni.example.org/mentoring',
  'mentoring-accepted': 'https://alumni.example.org/message/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0023',
  'confirm-email': 'https://alumni.example.org/confirm-email#token=tok-confirm',
  'password-reset': 'https://alumni.example.org/reset-password#token=tok-reset',
  'contact-reply': 'https://alumni.example.org/contact',
  'erasure-scheduled': 'https://alumni.example.org/signin',
  'request-answered': 'https://alumni.example.org/account/privacy',
};

describe('mail templates', () => {
  it('has an example here for every registered kind', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });

  for (const kind of Object.keys(MAIL_TEMPLATES) as MailKind[]) {
    it(`${kind}: a subject, a text part and an HTML part saying the same, every value escaped in HTML`, () => {
      const template = MAIL_TEMPLATES[kind] as MailTemplate<unknown>;
      const mail = template.render(EXAMPLES[kind], context);
      if (!SUBJECT_AS_WRITTEN.includes(kind)) expect(mail.subject).toContain(context.associationName);
      expect(mail.subject).not.toMatch(/token|https?:/);
      expect(mail.text).toContain(`Hello ${hostileName},`);
      expect(mail.text).toContain(context.associationName);
      expect(mail.html).toContain(`Hello ${escapeHtml(hostileName)},`);
      expect(mail.html).toContain(escapeHtml(context.associationName));
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toMatch(/<(script|b|i|money|up|friends|Ghosh)>|<a href="x"/);
      expect(mail.html).not.toContain('<Alumni>');
      expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
      const link = LINKS[kind];
      if (link) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
      }
    });
  }

  it('the change notice names the new address in both parts', () => {
    const mail = MAIL_TEMPLATES['email-change-requested'].render(EXAMPLES['email-change-requested'], context);
    expect(mail.text).toContain('new"<x>@example.org');
    expect(mail.html).toContain('new&quot;&lt;x&gt;@example.org');
  });

  it('mails a member may turn off say how, with the one-click link, in both parts', () => {
    for (const kind of ['message-unread', 'weekly-digest', 'announcement'] as const) {
      const mail = (MAIL_TEMPLATES[kind] as MailTemplate<unknown>).render(EXAMPLES[kind], context);
      const link = (EXAMPLES[kind] as { unsubscribeUrl: string }).unsubscribeUrl;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
    }
  });

  it('the registration notices name the event, its date and its time in both parts', () => {
    for (const kind of ['event-cancelled', 'event-moved-up'] as const) {
      const data = EXAMPLES[kind];
      const mail = MAIL_TEMPLATES[kind].render(data, context);
      for (const fact of [data.title, data.date, data.time]) {
        expect(mail.text).toContain(fact);
        expect(mail.html).toContain(escapeHtml(fact));
      }
    }
    expect(MAIL_TEMPLATES['event-cancelled'].render(EXAMPLES['event-cancelled'], context).text).toContain(
      'was cancelled by its organiser',
    );
    expect(MAIL_TEMPLATES['event-moved-up'].render(EXAMPLES['event-moved-up'], context).text).toContain(
      'you moved from the waiting list and are now going to',
    );
  });

  it('an answer to a contact message keeps the admin’s lines and quotes the message, as text', () => {
    const mail = MAIL_TEMPLATES['contact-reply'].render(EXAMPLES['contact-reply'], context);
    expect(mail.subject).toBe(`Re: Alumni card <b>lost</b> · ${context.associationName}`);
    expect(mail.text).toContain('Yes: <b>come</b> to the office.\n\nBring a photo.');
    expect(mail.text).toContain('> I lost my <i>card</i>.\n> Can I get another?');
    expect(mail.html).toContain('Yes: &lt;b&gt;come&lt;/b&gt; to the office.</p>');
  });

  it('an announcement keeps the admin’s lines, as text', () => {
    const mail = MAIL_TEMPLATES.announcement.render(EXAMPLES.announcement, context);
    expect(mail.subject).toBe('Reunion <2011>');
    expect(mail.text).toContain('Line one <b>\n\nLine two');
    expect(mail.html).toContain('Line one &lt;b&gt;</p>');
  });

  it('html`` escapes what it interpolates, except markup it made itself', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<a>', inner]}${null}${"'"}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>&lt;a&gt;<b>&lt;i&gt;</b>&#39;</p>',
    );
  });
});

describe('the weekly digest', () => {
  it('renders a digest stored before its sections carried their words and pages as one stored with them', () => {
    const earlier = EXAMPLES['weekly-digest'];
    const { events, jobs, stories, ...rest } = earlier;
    if (!events || !jobs || !stories) throw new Error('the example is not of the earlier shape');
    const sections = {
      ...rest,
      sections: [
        { heading: 'mail.digest.events', itemPage: 'event', allPage: 'events', ...events },
        { heading: 'mail.digest.jobs', itemPage: 'jobPortal', allPage: 'jobPortal', ...jobs },
        { heading: 'mail.digest.stories', itemPage: 'story', allPage: 'stories', ...stories },
      ],
    } satisfies MailDataOf<'weekly-digest'>;
    const template = MAIL_TEMPLATES['weekly-digest'];
    const rendered = template.render(sections, context);
    expect(rendered).toEqual(template.render(earlier, context));
    expect(rendered.text).toContain('New events:');
    expect(rendered.text).toContain('https://alumni.example.org/events/e1');
    expect(rendered.text).toContain('And 2 more');
    expect(rendered.text).not.toContain('New jobs:');
  });
});

describe('the link mails (confirm an address, set a new password)', () => {
  // What each template composed by hand before they shared linkMail: the output is unchanged.
  const byHand = (texts: Record<string, string>, url: string) =>
    composeMail(context, {
      subject: texts.subject as string,
      greeting: texts.greeting as string,
      blocks: [
        { paragraph: texts.lead as string },
        { action: { label: texts.action as string, url } },
        { paragraph: texts.expiry as string },
      ],
      footnote: texts.footnote as string,
    });

  it('renders the confirmation mail as before, for a first address and for a change', () => {
    for (const isChange of [false, true]) {
      const data = { fullName: hostileName, token: 'tok-confirm', isChange, validHours: 48 };
      expect(MAIL_TEMPLATES['confirm-email'].render(data, context)).toEqual(
        byHand(
          {
            subject: 'Confirm your e-mail address for Jadavpur <Alumni> & Friends',
            greeting: `Hello ${hostileName},`,
            lead: isChange
              ? 'You asked to sign in to the alumni portal with this address. Confirm it to make the change; until then you sign in with your previous address.'
              : 'Welcome to the alumni portal. Please confirm that this address is yours, so the association can reach you here.',
            action: 'Confirm my address',
            expiry: 'The link works once, for 48 hours. You can ask for a new one on your account page.',
            footnote: 'If you did not ask for this, ignore this mail: nothing changes without the link.',
          },
          'https://alumni.example.org/confirm-email#token=tok-confirm',
        ),
      );
    }
  });

  it('renders the password reset mail as before', () => {
    const data = { fullName: hostileName, token: 'tok-reset', validMinutes: 30 };
    expect(MAIL_TEMPLATES['password-reset'].render(data, context)).toEqual(
      byHand(
        {
          subject: 'Set a new password for Jadavpur <Alumni> & Friends',
          greeting: `Hello ${hostileName},`,
          lead: 'Someone (we hope you) asked to set a new password for your alumni portal account.',
          action: 'Set a new password',
          expiry: 'The link works once, for 30 minutes. Setting a new password signs you out everywhere.',
          footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
        },
        'https://alumni.example.org/reset-password#token=tok-reset',
      ),
    );
  });
});

describe('every mail in Bengali (issue 17)', () => {
  const bengali: MailContext = { ...context, associationName: 'ম্যাকাউট প্রাক্তনী সমিতি', language: 'bn' };
  const bengaliLetters = /[\u0980-\u09FF]/;

  it.each(Object.keys(EXAMPLES) as MailKind[])('%s has Bengali words, lang="bn", and its names escaped', (kind) => {
    const template = MAIL_TEMPLATES[kind] as MailTemplate<unknown>;
    const english = template.render(EXAMPLES[kind], context);
    const mail = template.render(EXAMPLES[kind], bengali);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).not.toContain(hostileName);
    // The announcement's subject and body are the admin's own words; its greeting and footnote are Bengali.
    expect(mail.text).toMatch(bengaliLetters);
    expect(mail.text).not.toContain('Hello ');
    if (kind !== 'announcement') {
      expect(mail.subject).toMatch(bengaliLetters);
      expect(mail.subject).not.toBe(english.subject);
    }
  });

  it('writes numbers in Bengali digits', () => {
    const mail = MAIL_TEMPLATES['confirm-email'].render(EXAMPLES['confirm-email'], bengali);
    expect(mail.text).toContain('৪৮ ঘণ্টা');
  });
});
