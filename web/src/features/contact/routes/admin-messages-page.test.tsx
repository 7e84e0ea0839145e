import { type AdminContactMessage, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const fromMember: AdminContactMessage = {
  _id: 'message-1',
  subject: 'Transcript',
  message: 'How do I get one?',
  createdAt: '2026-11-01T10:00:00.000Z',
  handledAt: null,
  sender: { _id: 'user-9', fullName: 'Mitali Sen', email: 'mitali@example.org' },
  reply: null,
};
const fromVisitor: AdminContactMessage = {
  ...fromMember,
  _id: 'message-2',
  subject: 'Visiting the campus',
  sender: { _id: null, fullName: 'A parent', email: 'parent@example.org' },
};

describe('admin contact inbox', () => {
  it('tells a visitor’s message from a member’s, and links the member’s profile', async () => {
    signInAs();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.contact.inbox]: page([fromMember, fromVisitor]),
    });
    renderApp('/admin/messages');
    const [member, visitor] = await screen.findAllByRole('article');
    expect(within(member as HTMLElement).getByText('Member')).toBeTruthy();
    expect(within(member as HTMLElement).queryByText('Visitor')).toBeNull();
    expect(
      within(member as HTMLElement)
        .getByRole('link', { name: 'Mitali Sen' })
        .getAttribute('href'),
    ).toBe('/profile/user-9');
    expect(within(visitor as HTMLElement).getByText('Visitor')).toBeTruthy();
    expect(within(visitor as HTMLElement).queryByRole('link', { name: 'A parent' })).toBeNull();
  });
});

describe('answering from the inbox', () => {
  it('sends the answer, then shows it under the message', async () => {
    signInAs();
    let answered: AdminContactMessage | null = null;
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.contact.inbox]: () => page([answered ?? fromMember]),
      [routeKey(endpoints.contact.reply, { id: 'message-1' })]: async (request) => {
        const { message } = (await request.json()) as { message: string };
        answered = {
          ...fromMember,
          handledAt: '2026-11-02T09:00:00.000Z',
          reply: { message, repliedAt: '2026-11-02T09:00:00.000Z', repliedBy: 'Ananya Sen' },
        };
        return ok(answered, 200, 'Your answer is on its way by e-mail');
      },
    });
    const { user } = renderApp('/admin/messages?show=all');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Answer Transcript' }));
    const field = within(card).getByRole('textbox', { name: 'Your answer to Transcript' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Write to the registrar.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));

    const shown = await within(card).findByRole('heading', { name: /^Answered by Ananya Sen/ });
    expect(shown.closest('section')?.textContent).toContain('Write to the registrar.');
    expect(within(card).queryByRole('button', { name: /^Answer/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Mark handled/ })).toBeNull();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ message: 'Write to the registrar.' });
    expect(await screen.findByText('Your answer is on its way by e-mail')).toBeTruthy();
  });

  it('puts the server’s message about the answer under its field, and keeps what was written', async () => {
    signInAs();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.contact.inbox]: page([fromMember]),
      [routeKey(endpoints.contact.reply, { id: 'message-1' })]: failure(400, 'VALIDATION', 'Check the answer', [
        { path: 'message', message: 'The answer is too long.' },
      ]),
    });
    const { user } = renderApp('/admin/messages');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Answer Transcript' }));
    const field = within(card).getByRole('textbox', { name: 'Your answer to Transcript' });
    await user.type(field, 'Write to the registrar.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));

    expect(await within(card).findByText('The answer is too long.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('Write to the registrar.');
  });
});
