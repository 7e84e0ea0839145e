import { type AdminPrivacyRequest, endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const open: AdminPrivacyRequest = {
  _id: 'request-1',
  kind: 'correction',
  subject: 'Year of passing',
  text: 'It says 2019; it is 2018.',
  createdAt: '2026-11-01T10:00:00.000Z',
  dueAt: '2026-12-01T10:00:00.000Z',
  state: 'open',
  answer: null,
  member: { _id: 'user-9', fullName: 'Mitali Sen', email: 'mitali@example.org' },
  overdue: false,
  answeredBy: null,
};
const late: AdminPrivacyRequest = { ...open, _id: 'request-2', kind: 'grievance', subject: 'No answer', overdue: true };

describe('/admin/requests', () => {
  it('marks the overdue request, and sends an answer that then shows under the request', async () => {
    signInAs();
    let answered: AdminPrivacyRequest | null = null;
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.rights.queue]: () => page([answered ?? open, late]),
      [routeKey(endpoints.rights.answer, { id: 'request-1' })]: async (request) => {
        const { text } = (await request.json()) as { text: string };
        answered = {
          ...open,
          state: 'answered',
          answer: { text, answeredAt: '2026-11-02T09:00:00.000Z' },
          answeredBy: 'Ananya Sen',
        };
        return ok(answered, 200, 'Your answer is on its way by e-mail');
      },
    });
    const { user } = renderApp('/admin/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeTruthy();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(second as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(within(first as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(within(first as HTMLElement).getByText('Correction')).toBeTruthy();

    const card = first as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Answer Year of passing' }));
    await user.type(within(card).getByRole('textbox', { name: 'Your answer to Year of passing' }), 'Corrected.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));

    expect(await within(card).findByRole('heading', { name: /^Answered by Ananya Sen/ })).toBeTruthy();
    expect(within(card).getByText('Corrected.')).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ text: 'Corrected.' });
  });

  it('puts the server’s message about the answer under its field, and keeps what was written', async () => {
    signInAs();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.rights.queue]: page([open]),
      [routeKey(endpoints.rights.answer, { id: 'request-1' })]: failure(400, 'VALIDATION', 'Check the answer', [
        { path: 'text', message: 'The answer is too long.' },
      ]),
    });
    const { user } = renderApp('/admin/requests');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Answer Year of passing' }));
    const field = within(card).getByRole('textbox', { name: 'Your answer to Year of passing' });
    await user.type(field, 'Corrected.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));

    expect(await within(card).findByText('The answer is too long.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('Corrected.');
  });
});
