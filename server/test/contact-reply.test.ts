import { endpoints } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickUser, requestTo, type TestContext, useTestApp } from './harness.js';
import { type ReceivedMail, startMailServer, type TestMailServer } from './mail-server.js';

/**
 * An admin answers a contact message from the inbox (issue 35, item 12): the answer goes by mail
 * through the outbox, in the sender's language, and is kept with the message, which is then
 * handled; it reads in the audit log.
 */
let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

const ctx: TestContext = useTestApp({
  env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://alumni.example.org' }),
});
const mailTo = (email: string) => (mail: ReceivedMail) => mail.to.includes(email);

let admin: Awaited<ReturnType<typeof quickUser>>;
let member: Awaited<ReturnType<typeof quickUser>>;
beforeAll(async () => {
  admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  member = await quickUser(ctx, { verification: 'verified' });
});

async function inbox() {
  const response = await requestTo(ctx, endpoints.contact.inbox, { token: admin.token });
  return response.json().data as { _id: string; handledAt: string | null; reply: unknown }[];
}

async function answer(id: string, message: string, headers: Record<string, string> = {}) {
  return requestTo(ctx, endpoints.contact.reply, { params: { id }, token: admin.token, headers, payload: { message } });
}

describe('answering a contact message', () => {
  it('mails a member the answer in their language, keeps it with the message and marks it handled', async () => {
    await requestTo(ctx, endpoints.preferences.update, { token: member.token, payload: { language: 'bn' } });
    const sent = await requestTo(ctx, endpoints.contact.send, {
      token: member.token,
      payload: { subject: 'Transcript', message: 'How do I get one?' },
    });
    const id = sent.json().data._id as string;
    expect((await inbox()).find((message) => message._id === id)?.reply).toBeNull();

    const response = await answer(id, 'Write to the registrar.\nBring your enrollment number.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your answer is on its way by e-mail');
    const answered = response.json().data;
    expect(answered.reply).toEqual({
      message: 'Write to the registrar.\nBring your enrollment number.',
      repliedAt: expect.any(String),
      repliedBy: admin.body.fullName,
    });
    expect(answered.handledAt).not.toBeNull();
    expect((await inbox()).find((message) => message._id === id)).toEqual(answered);

    const mail = await smtp.waitFor(mailTo(member.body.email), 15_000);
    expect(mail.parsed.subject).toMatch(/^উত্তর: Transcript · /);
    expect(mail.parsed.text).toContain('Write to the registrar.\n\nBring your enrollment number.');
    expect(mail.parsed.text).toContain('> How do I get one?');

    const again = await answer(id, 'Once more');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This message has been answered already.');

    const audit = await requestTo(ctx, endpoints.admin.audit, { token: admin.token });
    expect(audit.json().data[0]).toMatchObject({ action: 'contact.reply', targetId: id, targetLabel: 'Transcript' });
  });

  it('mails a visitor at the address they gave, in the language the admin reads the inbox in', async () => {
    const sent = await requestTo(ctx, endpoints.contact.sendPublic, {
      payload: { name: 'A parent', email: 'Parent@Example.org', subject: 'Visiting', message: 'When may we visit?' },
    });
    const id = sent.json().data._id as string;
    const response = await answer(id, 'Any weekday.', { cookie: 'lang=en' });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitFor(mailTo('parent@example.org'), 15_000);
    expect(mail.parsed.subject).toMatch(/^Re: Visiting · /);
    expect(mail.parsed.text).toContain('Hello A parent,');
    expect(mail.parsed.text).toContain('Any weekday.');
  });

  it('refuses an empty answer, an unknown message, and anyone but an admin', async () => {
    const sent = await requestTo(ctx, endpoints.contact.send, {
      token: member.token,
      payload: { subject: 'Card', message: 'Lost it' },
    });
    const id = sent.json().data._id as string;
    expect((await answer(id, '   ')).statusCode).toBe(400);
    expect((await answer('4f1d2c3b-0000-4000-8000-000000000000', 'Hello')).statusCode).toBe(404);
    const byMember = await requestTo(ctx, endpoints.contact.reply, {
      params: { id },
      token: member.token,
      payload: { message: 'Hello' },
    });
    expect(byMember.statusCode).toBe(403);
    expect((await inbox()).find((message) => message._id === id)?.reply).toBeNull();
  });
});
