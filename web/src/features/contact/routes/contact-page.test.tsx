import { type ContactMessage, endpoints } from '@alumni/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { activateLanguage } from '@/lib/i18n';
import { descriptionOf, fieldValue } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const pendingAccount = { ...account, verification: { status: 'pending' as const, note: null, verifiedAt: null } };
const SENT = 'Your message has been sent. The association will reply to your e-mail address.';

function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'contact-1',
    subject: 'My degree certificate',
    message: 'When can I collect it?',
    createdAt: '2026-11-01T10:00:00.000Z',
    handledAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

function openContact(routes: Record<string, MockRoute>) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(pendingAccount),
    ...routes,
  });
  return { ...api, ...renderApp('/contact') };
}

describe('contact to principal', () => {
  it('lists the messages already sent, with whether each was handled', async () => {
    openContact({
      [endpoints.contact.mine]: page([
        aMessage({ _id: 'contact-2', subject: 'Verification of my account', handledAt: null }),
        aMessage(),
      ]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact to Principal' })).toBeTruthy();
    const sent = screen.getByRole('region', { name: 'Messages you have sent' });
    const [first, second] = await within(sent).findAllByRole('article');
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Verification of my account' })).toBeTruthy();
    expect(first?.textContent).toContain('Not handled yet');
    expect(second?.textContent).toContain('Handled');
  });

  it('checks the fields, sends the message, confirms it in a toast and on the page, and lists it', async () => {
    let mine: ContactMessage[] = [];
    const { requests, user } = openContact({
      [endpoints.contact.mine]: () => page(mine),
      [endpoints.contact.send]: () => {
        mine = [aMessage({ subject: 'Verification', message: 'Please verify me.', handledAt: null })];
        return ok(mine[0], 201, SENT);
      },
    });
    expect(await screen.findByText('You have not sent any messages yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(subject)).toBe('Subject is required');
    expect(descriptionOf(screen.getByLabelText('Message'))).toContain('Message is required');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(subject, 'Verification');
    await user.type(screen.getByLabelText('Message'), 'Please verify me.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const toasts = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');
    await waitFor(() => expect(toasts?.textContent).toContain(SENT));
    const confirmation = screen.getByText('Message sent').parentElement;
    expect(confirmation?.textContent).toContain(SENT);
    expect(document.activeElement).toBe(confirmation);
    expect(fieldValue(screen.getByLabelText('Subject'))).toBe('');
    const sent = screen.getByRole('region', { name: 'Messages you have sent' });
    expect(await within(sent).findByRole('heading', { name: 'Verification' })).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ subject: 'Verification', message: 'Please verify me.' });
  });

  it('shows the server’s message when the hourly limit is reached', async () => {
    const limited = 'You have sent 5 messages in the last hour. Please wait 42 minutes before sending another.';
    const { user } = openContact({
      [endpoints.contact.mine]: page([]),
      [endpoints.contact.send]: failure(429, 'RATE_LIMITED', limited),
    });

    await user.type(await screen.findByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Message'), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('lets a visitor write with a name and e-mail address, without a token, and refuses a bad address first', async () => {
    const api = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.contact.sendPublic]: ok(aMessage({ handledAt: null }), 201, SENT),
    });
    const { user } = renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact to Principal' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Messages you have sent' })).toBeNull();
    await user.type(screen.getByLabelText('Your name'), 'Rina Das');
    await user.type(screen.getByLabelText('Your e-mail address'), 'rina@');
    await user.type(screen.getByLabelText('Subject'), 'A gift');
    await user.type(screen.getByLabelText('Message'), 'I sent ₹5,000 by UPI.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Your e-mail address'));
    await user.type(screen.getByLabelText('Your e-mail address'), 'rina@example.org');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent')).toBeTruthy();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.url).toContain(urlOf(endpoints.contact.sendPublic));
    expect(post?.headers.get('authorization')).toBeNull();
    expect(await post?.json()).toEqual({
      name: 'Rina Das',
      email: 'rina@example.org',
      subject: 'A gift',
      message: 'I sent ₹5,000 by UPI.',
    });
  });

  it('speaks Bengali when Bengali is chosen: title, fields, button and the limit in Bengali digits', async () => {
    await activateLanguage('bn', { everything: true });
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'অধ্যক্ষের সঙ্গে যোগাযোগ' })).toBeTruthy();
    expect(screen.getByLabelText('আপনার নাম')).toBeTruthy();
    expect(descriptionOf(screen.getByLabelText('বার্তা'))).toContain('সর্বাধিক ৫,০০০টি অক্ষর');
    expect(screen.getByRole('button', { name: 'বার্তা পাঠান' })).toBeTruthy();
  });
});
