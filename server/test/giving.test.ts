import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { quickUser, requestTo, urlFor, useTestApp } from './harness.js';

/** Issue 18, Giving (decision 0029): visitors write to the association; campaigns record what was raised. */

const PER_ADDRESS = 3;
const PER_IP = 5;
const ctx = useTestApp({
  env: { CONTACT_MESSAGES_PER_HOUR: String(PER_ADDRESS), CONTACT_PUBLIC_PER_IP_PER_HOUR: String(PER_IP) },
});
let ipSequence = 0;
const newIp = () => `198.51.100.${++ipSequence}`;
const visitor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rina Das',
  email: `rina.${ipSequence}.${Math.random().toString(36).slice(2)}@example.org`,
  subject: 'A gift for the scholarship fund',
  message: 'I sent ₹5,000 by UPI today; reference 1234.',
  ...overrides,
});
const sendPublic = (payload: object, remoteAddress: string) =>
  ctx.request({ method: 'POST', url: urlFor(endpoints.contact.sendPublic), payload, remoteAddress });

async function race(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const statuses = (await Promise.all(Array.from({ length: count }, (_, index) => send(index)))).map(
    (response) => response.statusCode,
  );
  return (status: number) => statuses.filter((value) => value === status).length;
}

describe('public contact form', () => {
  it('puts a visitor’s message in the admins’ inbox with the name and address to reply to', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const body = visitor({ email: '  Rina.Das@Example.ORG ' });
    const sent = await sendPublic(body, newIp());
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Your message has been sent. The association will reply to your e-mail address.',
      data: { subject: body.subject, message: body.message, handledAt: null },
    });

    const inbox = await requestTo(ctx, endpoints.contact.inbox, { query: { handled: 'false' }, token: admin.token });
    const found = inbox.json().data.find((item: { _id: string }) => item._id === sent.json().data._id);
    expect(found).toMatchObject({
      subject: body.subject,
      sender: { _id: null, fullName: 'Rina Das', email: 'rina.das@example.org' },
    });
    const handled = await requestTo(ctx, endpoints.contact.markHandled, {
      params: { id: found._id },
      token: admin.token,
    });
    expect(handled.statusCode).toBe(200);
  });

  it('refuses a message without a name, a valid address, a subject or a message, naming each field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: 'not-an-address' }, 'email', 'E-mail must be a valid e-mail address'],
      [{ subject: '' }, 'subject', 'Subject is required'],
      [{ message: 'x'.repeat(5_001) }, 'message', 'Message must be at most 5000 characters'],
    ];
    for (const [change, path, text] of cases) {
      const response = await sendPublic(visitor(change), newIp());
      expect(response.statusCode, path).toBe(400);
      const error = response.json().errors.find((item: { path: string }) => item.path === path);
      expect(error?.message, path).toBe(text);
    }
  });

  it('lets at most CONTACT_MESSAGES_PER_HOUR through for one address, however many arrive at once from many networks', async () => {
    const email = `same.${Date.now()}@example.org`;
    const tally = await race(12, (index) => sendPublic(visitor({ email, subject: `Question ${index}` }), newIp()));
    expect(tally(201)).toBe(PER_ADDRESS);
    expect(tally(429)).toBe(12 - PER_ADDRESS);
  });

  it('lets at most CONTACT_PUBLIC_PER_IP_PER_HOUR through from one network, whatever addresses are given', async () => {
    const ip = newIp();
    const tally = await race(15, (index) => sendPublic(visitor({ email: `many.${index}.${ip}@example.org` }), ip));
    expect(tally(201)).toBe(PER_IP);
    expect(tally(429)).toBe(15 - PER_IP);
    const refused = await sendPublic(visitor(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from your network/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('keeps the signed-in form: a member’s message still names the member in the inbox', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const member = await quickUser(ctx, { verification: 'pending' });
    const sent = await requestTo(ctx, endpoints.contact.send, {
      token: member.token,
      payload: { subject: 'My verification', message: 'When?' },
    });
    expect(sent.statusCode).toBe(201);
    const inbox = await requestTo(ctx, endpoints.contact.inbox, { token: admin.token });
    const found = inbox.json().data.find((item: { _id: string }) => item._id === sent.json().data._id);
    expect(found.sender).toEqual({ _id: member.userId, fullName: member.body.fullName, email: member.body.email });
  });
});

describe('campaign progress', () => {
  it('admins record what was raised; visitors see it; the change is audited and a bad amount is refused', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const created = await requestTo(ctx, endpoints.donation.create, {
      token: admin.token,
      payload: { title: 'Library wing', description: 'Books and shelves', goalRupees: '10,00,000' },
    });
    expect(created.json().data).toMatchObject({ goalRupees: 1_000_000, raisedRupees: 0 });
    const id = created.json().data._id;

    const put = (payload: object) =>
      requestTo(ctx, endpoints.donation.update, { params: { id }, token: admin.token, payload });
    const recorded = await put({
      title: 'Library wing',
      description: 'Books and shelves',
      goalRupees: 1_000_000,
      raisedRupees: '2,50,000',
    });
    expect(recorded.json().data).toMatchObject({ goalRupees: 1_000_000, raisedRupees: 250_000 });
    // Leaving it out keeps what was recorded.
    const renamed = await put({ title: 'Library wing 2027', description: 'Books and shelves', goalRupees: 1_000_000 });
    expect(renamed.json().data.raisedRupees).toBe(250_000);

    const visible = (await requestTo(ctx, endpoints.donation.campaigns)).json().data;
    expect(visible.find((item: { _id: string }) => item._id === id)).toMatchObject({ raisedRupees: 250_000 });

    for (const raisedRupees of [-1, 12.5, 'lots']) {
      const bad = await put({ title: 'X', description: 'Y', raisedRupees });
      expect(bad.statusCode, String(raisedRupees)).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ path: 'raisedRupees' });
    }

    const audit = (await requestTo(ctx, endpoints.admin.audit, { token: admin.token })).json();
    const updates = audit.data.filter(
      (row: { targetId: string; action: string }) => row.targetId === id && row.action === 'campaign.update',
    );
    expect(updates).toHaveLength(2);
  });
});
