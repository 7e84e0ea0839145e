import { endpoints, type PrivacyNotice, type PrivacyRequest } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const notice: PrivacyNotice = {
  version: 1,
  paragraphs: ['Each use beyond running your account is listed on its own.'],
  required: { title: 'Your account', description: 'To sign you in.' },
  purposes: [],
  grievanceOfficer: { name: 'Ms. Officer', email: 'grievance@example.org', address: 'The office, Kolkata' },
};

const answered: PrivacyRequest = {
  _id: 'request-1',
  kind: 'grievance',
  subject: 'My data',
  text: 'What do you hold?',
  createdAt: '2026-11-01T10:00:00.000Z',
  dueAt: '2026-12-01T10:00:00.000Z',
  state: 'answered',
  answer: { text: 'Your profile and your posts.', answeredAt: '2026-11-02T10:00:00.000Z' },
};

describe('the privacy page’s rights', () => {
  it('sends a correction request, shows each request’s state and answer, and names a nominee', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const filed: PrivacyRequest[] = [];
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok({ noticeVersion: 1, purposes: [], toAsk: [] }),
      [endpoints.privacy.consentRecord]: ok([]),
      [endpoints.privacy.adminReads]: page([]),
      [endpoints.rights.requests]: () => page([...filed, answered]),
      [endpoints.rights.fileRequest]: async (request) => {
        const body = (await request.json()) as Pick<PrivacyRequest, 'kind' | 'subject' | 'text'>;
        const made: PrivacyRequest = { ...answered, ...body, _id: 'request-2', state: 'open', answer: null };
        filed.push(made);
        return ok(made, 201, 'Your request has reached the grievance officer. You will get the answer by e-mail.');
      },
      [endpoints.rights.nominee]: ok(null),
      [endpoints.rights.setNominee]: ok(
        { name: 'Asha Rao', email: 'asha@example.org', relationship: null, updatedAt: '2026-11-03T10:00:00.000Z' },
        200,
        'Your nominee is saved.',
      ),
    });
    const { user } = renderApp('/account/privacy');

    const section = (await screen.findByRole('heading', { name: 'Grievance officer' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Ms. Officer')).toBeTruthy();
    expect(await within(section).findByText('Your profile and your posts.')).toBeTruthy();
    expect(within(section).getByText('Answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: /ask for a correction below/ }).getAttribute('href')).toBe('#grievance');

    await user.selectOptions(within(section).getByRole('combobox', { name: 'What is it about?' }), 'correction');
    await user.type(within(section).getByRole('textbox', { name: 'Subject' }), 'Year of passing');
    await user.type(within(section).getByRole('textbox', { name: 'Your request' }), 'It is 2018.');
    await user.click(within(section).getByRole('button', { name: 'Send to the grievance officer' }));
    expect(await within(section).findByText('Waiting for an answer')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.clone().json()).toEqual({ kind: 'correction', subject: 'Year of passing', text: 'It is 2018.' });

    const nominee = screen.getByRole('heading', { name: 'Your nominee' }).closest('section') as HTMLElement;
    await user.type(await within(nominee).findByRole('textbox', { name: "Nominee's name" }), 'Asha Rao');
    await user.type(within(nominee).getByRole('textbox', { name: "Nominee's e-mail" }), 'asha@example.org');
    await user.click(within(nominee).getByRole('button', { name: 'Save nominee' }));
    await waitFor(() => expect(within(nominee).getByText('Asha Rao')).toBeTruthy());
    expect(within(nominee).getByRole('button', { name: 'Remove nominee' })).toBeTruthy();
  });
});
