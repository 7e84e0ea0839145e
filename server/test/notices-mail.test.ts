import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, events, jobs, mailings, mailOutbox, stories, users } from '../src/db/schema.js';
import { CONTENT_TYPES } from '../src/modules/index.js';
import { advanceMailings, digestSlotBefore, sendDueWeeklyDigest } from '../src/modules/notifications/mailings.js';
import { loadPrivacyNotices } from '../src/modules/privacy/notice.js';
import {
  eventBody,
  jobBody,
  quickUser,
  requestTo,
  signupBody,
  storyBody,
  type TestContext,
  useTestApp,
} from './harness.js';
import { type ReceivedMail, startMailServer, type TestMailServer } from './mail-server.js';

let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

const PUBLIC_URL = 'https://alumni.example.org';
const ctx: TestContext = useTestApp({
  env: () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    MAIL_FROM: 'Alumni <alumni@example.org>',
    VERIFICATION_POLICY: 'required',
    MESSAGE_NOTIFY_AFTER_SECONDS: '1',
  }),
});

const post = (token: string, endpoint: AnyEndpoint, payload: object = {}, params?: Record<string, string>) =>
  requestTo(ctx, endpoint, { params, token, payload });
const mailTo = (email: string, subject?: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && (subject === undefined || mail.parsed.subject === subject);
const DIGEST_SUBJECT = 'This week on MAKAUT Alumni Association';
/** Mails to `email`; the scheduled digest is left out unless asked for (on a Monday morning, India time, it may come on its own). */
const mailsTo = (email: string, subject?: string) =>
  smtp.received.filter(
    (mail) =>
      mail.to.includes(email) &&
      (subject === undefined ? mail.parsed.subject !== DIGEST_SUBJECT : mail.parsed.subject === subject),
  );
/** A header as it arrived (unfolded), or undefined. */
const header = (mail: ReceivedMail, name: string) => {
  const line = mail.parsed.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
};

/**
 * Makes `userId`'s unread messages from `otherId` due for a notice now, as if
 * MESSAGE_NOTIFY_AFTER_SECONDS had passed: a turn of the jobs then tells of them, if anything does.
 */
const unreadLongEnough = (userId: string, otherId: string) =>
  ctx.database.db
    .update(conversations)
    .set({ unreadSince: sql`now() - interval '1 hour'` })
    .where(and(eq(conversations.userId, userId), eq(conversations.otherId, otherId)));

/** A verified member made in the database, with a college, programme and year of our choosing. */
async function member(values: Partial<typeof users.$inferInsert> = {}) {
  const made = await quickUser(ctx, { verification: 'verified' });
  if (Object.keys(values).length > 0) {
    await ctx.database.db.update(users).set(values).where(eq(users.id, made.userId));
  }
  return { ...made, email: made.body.email };
}

/**
 * Pushes every piece of the digest's past activity out of the way: each test starts from nothing
 * new, and since this week's slot (marked done, to nobody) rather than a week back.
 */
async function nothingNew() {
  const longAgo = new Date(Date.now() - 30 * 86_400_000);
  await ctx.database.db.update(stories).set({ createdAt: longAgo });
  await ctx.database.db.update(events).set({ createdAt: longAgo });
  await ctx.database.db.update(jobs).set({ createdAt: longAgo });
  await ctx.database.db.delete(mailings);
  const slot = digestSlotBefore(new Date());
  await ctx.database.db.insert(mailings).values({
    kind: 'digest',
    subject: DIGEST_SUBJECT,
    content: {},
    audience: {},
    week: slot.week,
    recipients: 0,
    createdAt: slot.at,
    finishedAt: slot.at,
  });
}

describe('notices by mail', () => {
  it('mails the account decision, with the admin’s reason, to the member', async () => {
    const admin = await member({ role: 'admin' });
    const pending = await quickUser(ctx, { verification: 'pending' });
    const reason = 'Your enrollment number <b>KGEC/2015</b> is not on the roll';
    expect((await post(admin.token, endpoints.admin.reject, { reason }, { id: pending.userId })).statusCode).toBe(200);
    const rejected = await smtp.waitFor(mailTo(pending.body.email));
    expect(rejected.parsed.subject).toBe('MAKAUT Alumni Association could not verify your account');
    expect(rejected.parsed.text).toContain(reason);
    // The reason is text in the HTML part, never markup.
    expect(rejected.parsed.html).toContain('&lt;b&gt;KGEC/2015&lt;/b&gt;');
    // Transactional: no unsubscribe link.
    expect(rejected.parsed.headers.has('list-unsubscribe')).toBe(false);

    expect((await post(admin.token, endpoints.admin.approve, {}, { id: pending.userId })).statusCode).toBe(200);
    const approved = await smtp.waitFor(
      mailTo(pending.body.email, 'Your MAKAUT Alumni Association account is verified'),
    );
    expect(approved.parsed.text).toContain(`${PUBLIC_URL}/accountpage`);
  });

  it('mails the author of a hidden post the reason, and the reporter that the report was acted on', async () => {
    const admin = await member({ role: 'admin' });
    const author = await member();
    const reporter = await member();
    const job = (await post(author.token, endpoints.jobs.create, { ...jobBody, jobTitle: 'Easy money' })).json()
      .data as { _id: string };
    expect(
      (
        await post(reporter.token, endpoints.moderation.report, {
          targetType: 'job',
          targetId: job._id,
          reason: 'Scam',
        })
      ).statusCode,
    ).toBe(201);
    await post(
      admin.token,
      endpoints.moderation.hide,
      { reason: 'Asks for a fee up front' },
      { type: 'job', id: job._id },
    );

    const hidden = await smtp.waitFor(mailTo(author.email));
    expect(hidden.parsed.subject).toBe('Your job on MAKAUT Alumni Association was hidden by an admin');
    expect(hidden.parsed.text).toContain('Asks for a fee up front');
    expect(hidden.parsed.text).toContain('“Easy money at C”');
    const acted = await smtp.waitFor(mailTo(reporter.email));
    expect(acted.parsed.subject).toBe('Your report to MAKAUT Alumni Association was acted on');
    expect(acted.parsed.text).not.toContain('Asks for a fee up front');
  });
});

describe('telling the registrants of an event', () => {
  const createEvent = async (token: string, overrides: Record<string, unknown>) => {
    const response = await post(token, endpoints.events.create, { ...eventBody(), ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; title: string; date: string; time: string };
  };
  const register = async (token: string, id: string) => {
    const response = await post(token, endpoints.events.register, {}, { id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.status as string;
  };
  /** Who among `people` a mail of `kind` was queued for (the outbox is written in the change's transaction). */
  const queuedTo = async (kind: string, people: { email: string }[]) =>
    (
      await ctx.database.db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, kind),
            inArray(
              mailOutbox.toAddress,
              people.map((someone) => someone.email),
            ),
          ),
        )
    )
      .map((row) => row.to)
      .sort();
  const noticesOf = async (token: string) =>
    (await requestTo(ctx, endpoints.notifications.list, { token })).json().data as {
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }[];

  it('tells the first on the waiting list, in the portal and by mail, that a seat freed up; nobody else', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { title: 'Alumni <b>gala</b>', capacity: 1, time: '19:30' });
    const [going, first, second] = [await member(), await member(), await member()];
    expect(await register(going.token, event._id)).toBe('going');
    expect(await register(first.token, event._id)).toBe('waitlisted');
    expect(await register(second.token, event._id)).toBe('waitlisted');

    const cancelled = await requestTo(ctx, endpoints.events.cancelRegistration, {
      params: { id: event._id },
      token: going.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await noticesOf(first.token)).toEqual([
      expect.objectContaining({
        kind: 'event.moved-up',
        body: `A seat freed up: you are now going to Alumni <b>gala</b> on ${event.date}.`,
        link: `/events/${event._id}`,
      }),
    ]);
    // The same notice read in Bengali: its words are made as it is read, in the reader's language.
    const bengaliDate = event.date.replace(/[0-9]/g, (digit: string) => String.fromCharCode(0x09e6 + Number(digit)));
    const inBengali = await requestTo(ctx, endpoints.notifications.list, {
      token: first.token,
      headers: { 'accept-language': 'bn-IN,bn;q=0.9' },
    });
    expect(inBengali.json().data).toEqual([
      expect.objectContaining({
        kind: 'event.moved-up',
        title: 'আপনি আসন পেয়েছেন',
        body: `একটি আসন খালি হয়েছে: আপনি এখন ${bengaliDate} তারিখে Alumni <b>gala</b>-এ যাচ্ছেন।`,
        link: `/events/${event._id}`,
      }),
    ]);
    const mail = await smtp.waitFor(mailTo(first.email), 15_000);
    expect(mail.parsed.subject).toBe('A seat freed up for you on MAKAUT Alumni Association');
    expect(mail.parsed.text).toContain(`are now going to “Alumni <b>gala</b>” on ${event.date} at 19:30`);
    expect(mail.parsed.text).toContain(`${PUBLIC_URL}/events/${event._id}`);
    expect(mail.parsed.html).toContain('Alumni &lt;b&gt;gala&lt;/b&gt;');
    expect(mail.parsed.html).not.toContain('<b>gala');

    for (const someone of [second, going, organiser]) expect(await noticesOf(someone.token)).toEqual([]);
    expect(await queuedTo('event-moved-up', [going, first, second, organiser])).toEqual([first.email]);
    for (const someone of [second, going, organiser]) expect(mailsTo(someone.email)).toEqual([]);
  });

  it('tells each registrant of a deleted event, going or waiting, in the portal and by mail; nobody else', async () => {
    const organiser = await member();
    const event = await createEvent(organiser.token, { title: 'Batch reunion 2011', capacity: 1, time: '18:00' });
    const other = await createEvent(organiser.token, { title: 'Another meet' });
    const [going, waiting, elsewhere, bystander] = [await member(), await member(), await member(), await member()];
    expect(await register(going.token, event._id)).toBe('going');
    expect(await register(waiting.token, event._id)).toBe('waitlisted');
    expect(await register(elsewhere.token, other._id)).toBe('going');

    const deleted = await requestTo(ctx, endpoints.events.remove, {
      params: { id: event._id },
      token: organiser.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const registrant of [going, waiting]) {
      expect(await noticesOf(registrant.token)).toEqual([
        expect.objectContaining({
          kind: 'event.cancelled',
          body: `Batch reunion 2011 on ${event.date} was cancelled by its organiser.`,
          link: '/events',
        }),
      ]);
      const mail = await smtp.waitFor(mailTo(registrant.email), 15_000);
      expect(mail.parsed.subject).toBe('An event you registered for on MAKAUT Alumni Association was cancelled');
      expect(mail.parsed.text).toContain(
        `“Batch reunion 2011” on ${event.date} at 18:00 was cancelled by its organiser`,
      );
      expect(mail.parsed.text).toContain(`${PUBLIC_URL}/events`);
    }
    for (const someone of [elsewhere, bystander, organiser]) expect(await noticesOf(someone.token)).toEqual([]);
    expect(await queuedTo('event-cancelled', [going, waiting, elsewhere, bystander, organiser])).toEqual(
      [going.email, waiting.email].sort(),
    );
    for (const someone of [elsewhere, bystander, organiser]) expect(mailsTo(someone.email)).toEqual([]);
  });
});

describe('unread chat messages', () => {
  it('mails once per conversation, naming the sender and quoting only the first line, until the member reads it', async () => {
    const sender = await member({ fullName: 'Arnab Ghosh' });
    const recipient = await member();
    const send = (content: string) =>
      post(sender.token, endpoints.messages.send, { recipientId: recipient.userId, content });
    expect((await send('Are you coming to the reunion?\nSecond line, private')).statusCode).toBe(201);
    await send('Another one');

    const mail = await smtp.waitFor(mailTo(recipient.email), 15_000);
    expect(mail.parsed.subject).toBe('Arnab Ghosh wrote to you on MAKAUT Alumni Association');
    expect(mail.parsed.text).toContain('Another one');
    expect(mail.parsed.text).not.toContain('Second line');
    expect(mail.parsed.text).toContain(`${PUBLIC_URL}/message/${sender.userId}`);
    expect(header(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/unsubscribe/[\\w-]+\\.m\\.[\\w-]+>$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const notices = (await requestTo(ctx, endpoints.notifications.list, { token: recipient.token })).json().data as {
      kind: string;
      title: string;
      link: string;
    }[];
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'message.unread',
        title: 'Arnab Ghosh wrote to you',
        link: `/message/${sender.userId}`,
      }),
    ]);

    // More messages while it is still unread: no second mail.
    await send('Hello again');
    await unreadLongEnough(recipient.userId, sender.userId);
    await ctx.app.runBackgroundWork();
    expect(mailsTo(recipient.email)).toHaveLength(1);

    // Read, then a new message: a new mail. Reading the conversation reads its notice too.
    await post(recipient.token, endpoints.messages.markRead, {}, { userId: sender.userId });
    const unread = await requestTo(ctx, endpoints.notifications.unread, { token: recipient.token });
    expect(unread.json().data).toEqual({ unread: 0 });
    await send('After you read');
    await smtp.waitFor(
      (received) => mailTo(recipient.email)(received) && received.parsed.text?.includes('After you read') === true,
      15_000,
    );
    expect(mailsTo(recipient.email)).toHaveLength(2);
  }, 40_000);

  it('keeps a subject made from a name on one line, without control characters, whatever the name holds (issue 28)', async () => {
    // Written straight into the database, past the contract that now refuses such a name.
    const sender = await member({ fullName: 'Arnab\r\nBcc: victim@example.org\u0007\r\n\r\nGhosh' });
    const recipient = await member();
    const sent = await post(sender.token, endpoints.messages.send, { recipientId: recipient.userId, content: 'Hello' });
    expect(sent.statusCode, sent.body).toBe(201);

    const mail = await smtp.waitFor(mailTo(recipient.email), 15_000);
    expect(mail.to).toEqual([recipient.email]);
    expect(mail.parsed.subject).toBe('Arnab Bcc: victim@example.org Ghosh wrote to you on MAKAUT Alumni Association');
    const headerLines = mail.parsed.headerLines.map((entry) => entry.key);
    expect(headerLines.filter((key) => key === 'subject')).toHaveLength(1);
    expect(headerLines).not.toContain('bcc');
    expect(mail.parsed.text).toContain('Hello');
  }, 40_000);

  it('claims each due conversation once when processes run the job side by side', async () => {
    const sender = await member();
    const recipients = await Promise.all([member(), member(), member()]);
    for (const recipient of recipients) {
      await post(sender.token, endpoints.messages.send, { recipientId: recipient.userId, content: 'Ping' });
    }
    await ctx.database.db
      .update(conversations)
      .set({ unreadSince: sql`now() - interval '1 hour'` })
      .where(eq(conversations.otherId, sender.userId));
    const { noticeUnreadMessages } = await import('../src/modules/notifications/unread-messages.js');
    const second = await ctx.database.connectAgain();
    try {
      const told = await Promise.all([
        noticeUnreadMessages(ctx.database.db, { afterSeconds: 1, linkBase: PUBLIC_URL }),
        noticeUnreadMessages(second.db, { afterSeconds: 1, linkBase: PUBLIC_URL }),
        noticeUnreadMessages(ctx.database.db, { afterSeconds: 1, linkBase: PUBLIC_URL }),
      ]);
      // The app's own job may have taken some first; together, never one twice.
      for (const recipient of recipients) await smtp.waitFor(mailTo(recipient.email), 15_000);
      expect(told.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
      await ctx.app.runBackgroundWork();
      for (const recipient of recipients) expect(mailsTo(recipient.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('one-click unsubscribe', () => {
  it('shows a page on GET without changing anything, and turns the kind off on POST without signing in', async () => {
    const sender = await member();
    const recipient = await member();
    await post(sender.token, endpoints.messages.send, { recipientId: recipient.userId, content: 'Hi' });
    const mail = await smtp.waitFor(mailTo(recipient.email), 15_000);
    const link = new URL(header(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '');
    const settings = async () =>
      (await requestTo(ctx, endpoints.notifications.mailSettings, { token: recipient.token })).json().data;

    const page = await ctx.request({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('e-mails about unread messages');
    expect(page.body).toContain('<form method="post">');
    expect(await settings()).toEqual({ messageNotices: true, digest: true, announcements: true });

    // Another kind's or another member's link cannot be made from it.
    const [hex, , mac] = link.pathname.split('/').at(-1)?.split('.') ?? [];
    for (const forged of [`${hex}.d.${mac}`, `${hex}.m.${mac?.slice(1)}x`]) {
      const refused = await ctx.request({
        method: 'POST',
        url: `/unsubscribe/${forged}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(404);
    }

    const oneClick = await ctx.request({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will no longer receive e-mails about unread messages');
    expect(await settings()).toEqual({ messageNotices: false, digest: true, announcements: true });

    // The notice still comes in the portal; the mail no longer.
    await post(recipient.token, endpoints.messages.markRead, {}, { userId: sender.userId });
    await post(sender.token, endpoints.messages.send, { recipientId: recipient.userId, content: 'Still there?' });
    await unreadLongEnough(recipient.userId, sender.userId);
    await ctx.app.runBackgroundWork();
    expect(mailsTo(recipient.email)).toHaveLength(1);
    const notices = (await requestTo(ctx, endpoints.notifications.list, { token: recipient.token })).json().data as {
      body: string;
    }[];
    expect(notices[0]?.body).toBe('Still there?');
  }, 40_000);

  it('lets the member switch each kind on the settings API', async () => {
    const someone = await member();
    const put = await requestTo(ctx, endpoints.notifications.updateMailSettings, {
      token: someone.token,
      payload: { digest: false, announcements: false },
    });
    expect(put.json().data).toEqual({ messageNotices: true, digest: false, announcements: false });
    const bad = await requestTo(ctx, endpoints.notifications.updateMailSettings, {
      token: someone.token,
      payload: { digest: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('digest must be true or false');
  });
});

describe('announcements', () => {
  it('reaches the cohort and nobody outside it, as plain text, answered 202 with the number of recipients', async () => {
    const admin = await member({ role: 'admin' });
    await ctx.database.db.update(users).set({ mailAnnouncements: false }).where(sql`true`);
    const college = 'Kalyani Government Engineering College';
    const inside = [
      await member({ collegeName: college, yearOfPassing: 2011, mailAnnouncements: true }),
      await member({ collegeName: college, yearOfPassing: 2012, mailAnnouncements: true }),
    ];
    const outside = [
      await member({ collegeName: college, yearOfPassing: 2014, mailAnnouncements: true }),
      await member({ collegeName: 'Academy of Technology', yearOfPassing: 2011, mailAnnouncements: true }),
      await member({ collegeName: college, yearOfPassing: 2011, mailAnnouncements: false }),
    ];
    const pending = await quickUser(ctx, { verification: 'pending' });
    await ctx.database.db
      .update(users)
      .set({ collegeName: college, yearOfPassing: 2011, mailAnnouncements: true })
      .where(eq(users.id, pending.userId));

    const response = await post(admin.token, endpoints.notifications.announce, {
      subject: 'Reunion of 2011–2012',
      body: 'Dear friends,\nWe meet on <script>alert(1)</script> 5 January.',
      audience: { colleges: [college], yearFrom: 2011, yearTo: 2012 },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.recipients).toBe(2);

    for (const someone of inside) {
      const mail = await smtp.waitFor(mailTo(someone.email), 15_000);
      expect(mail.parsed.subject).toBe('Reunion of 2011–2012');
      expect(mail.parsed.text).toContain('We meet on <script>alert(1)</script> 5 January.');
      expect(mail.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.parsed.html).not.toContain('<script>');
      expect(header(mail, 'List-Unsubscribe')).toMatch(/\.a\.[\w-]+>$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    await ctx.app.runBackgroundWork();
    for (const someone of [...outside, { email: pending.body.email }]) expect(mailsTo(someone.email)).toEqual([]);

    const mailingsPage = await requestTo(ctx, endpoints.notifications.mailings, { token: admin.token });
    expect(mailingsPage.json().data[0]).toMatchObject({
      kind: 'announcement',
      recipients: 2,
      queued: 2,
      finished: true,
    });
    const audit = await requestTo(ctx, endpoints.admin.audit, { token: admin.token });
    expect(audit.json().data[0]).toMatchObject({ action: 'mail.announce', targetLabel: 'Reunion of 2011–2012' });
  }, 30_000);

  it('queues a large audience in batches, each member once', async () => {
    const admin = await member({ role: 'admin' });
    const programme = 'Mining Engineering';
    const cohort = [];
    for (let index = 0; index < 5; index++) cohort.push(await member({ programme, mailAnnouncements: true }));
    // Made straight in the database, so the app's own worker does not take it before the batches below.
    const [row] = await ctx.database.db
      .insert(mailings)
      .values({
        kind: 'announcement',
        subject: 'Mining meet',
        content: { body: 'See you there' },
        audience: { programmes: [programme] },
        createdBy: admin.userId,
        recipients: 5,
        createdAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    let queued = 0;
    for (let turn = 0; turn < 10 && queued < 5; turn++) {
      queued += await advanceMailings(ctx.database.db, {
        linkBase: PUBLIC_URL,
        batch: 2,
        consent: loadPrivacyNotices(ctx.config.institutionConfigPath).rules,
      });
    }
    for (const someone of cohort) await smtp.waitFor(mailTo(someone.email, 'Mining meet'), 15_000);
    const [after] = await ctx.database.db
      .select()
      .from(mailings)
      .where(eq(mailings.id, row?.id ?? ''));
    expect(after).toMatchObject({ queued: 5 });
    expect(after?.finishedAt).not.toBeNull();
    for (const someone of cohort) expect(mailsTo(someone.email)).toHaveLength(1);
  }, 30_000);

  it('answers 400 naming an unknown college or programme, a reversed year range, or text too long', async () => {
    const admin = await member({ role: 'admin' });
    const cases: [object, string][] = [
      [{ colleges: ['Hogwarts'] }, 'Unknown college: "Hogwarts"'],
      [{ programmes: ['Alchemy'] }, 'Unknown programme: "Alchemy"'],
      [{ yearFrom: 2015, yearTo: 2010 }, 'yearFrom must not be after yearTo'],
    ];
    for (const [audience, message] of cases) {
      const response = await post(admin.token, endpoints.notifications.announce, { subject: 'S', body: 'B', audience });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const long = await post(admin.token, endpoints.notifications.announce, { subject: 'S'.repeat(151), body: 'B' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Subject must be at most 150 characters');
  });
});

describe('the weekly digest', () => {
  it('sends nothing in a week with nothing new', async () => {
    const admin = await member({ role: 'admin' });
    await nothingNew();
    const response = await post(admin.token, endpoints.notifications.sendDigest);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ mailing: null, items: 0 });
    expect(response.json().message).toBe('Nothing new since the last digest: nothing was sent');
  });

  it('lists the week’s new events, jobs and stories, to members who have not turned it off', async () => {
    const admin = await member({ role: 'admin' });
    await nothingNew();
    const poster = await member();
    const reader = await member();
    const optedOut = await member({ mailDigest: false });
    await post(poster.token, endpoints.stories.create, { ...storyBody, title: 'Our first rover' });
    await post(poster.token, endpoints.events.create, { ...eventBody(), title: 'Alumni meet 2026' });
    await post(poster.token, endpoints.jobs.create, { ...jobBody, jobTitle: 'Site engineer' });

    const response = await post(admin.token, endpoints.notifications.sendDigest);
    expect(response.json().data).toMatchObject({ items: 3, mailing: { kind: 'digest' } });

    const mail = await smtp.waitFor(mailTo(reader.email, DIGEST_SUBJECT), 15_000);
    expect(mail.parsed.text).toContain('Our first rover');
    expect(mail.parsed.text).toContain('Alumni meet 2026');
    expect(mail.parsed.text).toContain('Site engineer');
    expect(mail.parsed.text).toMatch(new RegExp(`${PUBLIC_URL}/stories/[0-9a-f-]{36}`));
    expect(header(mail, 'List-Unsubscribe')).toMatch(/\.d\.[\w-]+>$/);
    await ctx.app.runBackgroundWork();
    expect(mailsTo(optedOut.email, DIGEST_SUBJECT)).toEqual([]);

    // What was in this digest is not in the next one.
    expect((await post(admin.token, endpoints.notifications.sendDigest)).json().data).toEqual({
      mailing: null,
      items: 0,
    });
  }, 30_000);

  it('is started once per week, on Monday 08:00 India time, however many processes try', async () => {
    await nothingNew();
    const poster = await member();
    await post(poster.token, endpoints.stories.create, { ...storyBody, title: 'Weekly news' });
    // Monday 24 November 2025, 08:05 in Kolkata = 02:35 UTC.
    const monday = new Date('2025-11-24T02:35:00Z');
    expect(digestSlotBefore(monday)).toEqual({ week: '2025-11-24', at: new Date('2025-11-24T02:30:00Z') });
    expect(digestSlotBefore(new Date('2025-11-24T02:29:00Z')).week).toBe('2025-11-17');
    // Five minutes after this week's slot (already past): whatever is new or not, one row for the week.
    const slot = digestSlotBefore(new Date());
    const now = new Date(slot.at.getTime() + 5 * 60_000);
    await ctx.database.db.delete(mailings);
    const second = await ctx.database.connectAgain();
    try {
      const options = {
        now,
        timeZone: 'Asia/Kolkata',
        associationName: 'MAKAUT Alumni Association',
        contentTypes: CONTENT_TYPES,
        consent: loadPrivacyNotices(ctx.config.institutionConfigPath).rules,
      };
      const results = await Promise.all([
        sendDueWeeklyDigest(ctx.database.db, options),
        sendDueWeeklyDigest(second.db, options),
        sendDueWeeklyDigest(ctx.database.db, options),
      ]);
      const weekRows = await ctx.database.db.select().from(mailings).where(eq(mailings.week, slot.week));
      expect(weekRows).toHaveLength(1);
      expect(results.filter((result) => result?.mailing).length).toBeLessThanOrEqual(1);
      // Past the slot by more than half a day (the server was down): that week waits for the next Monday.
      await ctx.database.db.delete(mailings);
      expect(
        await sendDueWeeklyDigest(ctx.database.db, { ...options, now: new Date(slot.at.getTime() + 13 * 3_600_000) }),
      ).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('the settings page’s API for a new account', () => {
  it('starts with every optional mail on', async () => {
    const response = await requestTo(ctx, endpoints.auth.signup, { payload: signupBody() });
    const { token } = response.json().data as { token: string };
    const settings = await requestTo(ctx, endpoints.notifications.mailSettings, { token });
    expect(settings.json().data).toEqual({ messageNotices: true, digest: true, announcements: true });
  });
});
