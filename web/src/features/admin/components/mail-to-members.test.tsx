import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { activateLanguage } from '@/lib/i18n';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const outbox = {
  queued: 0,
  retrying: 0,
  sent: 12,
  failed: 0,
  oldestQueuedAt: null,
  delivery: 'smtp',
  recentFailures: [],
};

const reunion = {
  _id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0031',
  kind: 'announcement',
  subject: 'Reunion of 2011',
  recipients: 40,
  queued: 40,
  finished: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('mail to members on /admin/mail', () => {
  it('sends an announcement to the chosen cohort and shows each mailing’s progress', async () => {
    signInAs();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.mail.outbox]: ok(outbox),
      [endpoints.notifications.mailings]: page([reunion]),
      [endpoints.notifications.announce]: ok({ _id: 'm-2', recipients: 40 }, 202, 'Announcement queued for 40 members'),
    });
    const { user } = renderApp('/admin/mail');

    const section = await screen.findByRole('region', { name: 'Mail to members' });
    expect(await within(section).findByText(/40 of 40 mails queued: done/)).toBeTruthy();
    await user.type(within(section).getByLabelText('Subject'), 'Reunion of 2011');
    await user.type(within(section).getByLabelText('Message'), 'Dear friends,{Enter}See you on 5 January.');
    await user.selectOptions(within(section).getByLabelText('Colleges'), [institution.colleges[0] as string]);
    await user.type(within(section).getByLabelText('Passed out from'), '2011');
    await user.type(within(section).getByLabelText('Passed out until'), '2011');
    await user.click(within(section).getByRole('button', { name: 'Send announcement' }));

    expect(await screen.findByText('Announcement queued for 40 members')).toBeTruthy();
    const sent = requests.find((request) => request.url.endsWith(urlOf(endpoints.notifications.announce)));
    expect(await sent?.clone().json()).toEqual({
      subject: 'Reunion of 2011',
      body: 'Dear friends,\nSee you on 5 January.',
      audience: { colleges: [institution.colleges[0]], yearFrom: 2011, yearTo: 2011 },
    });
    await waitFor(() => expect((within(section).getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s reason beside the field it names', async () => {
    signInAs();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.mail.outbox]: ok(outbox),
      [endpoints.notifications.mailings]: page([]),
      [endpoints.notifications.announce]: failure(400, 'VALIDATION', 'yearFrom must not be after yearTo', [
        { path: 'audience.yearFrom', message: 'yearFrom must not be after yearTo' },
      ]),
    });
    const { user } = renderApp('/admin/mail');
    const section = await screen.findByRole('region', { name: 'Mail to members' });
    expect(await within(section).findByText('No announcement or digest has been sent yet.')).toBeTruthy();
    await user.type(within(section).getByLabelText('Subject'), 'S');
    await user.type(within(section).getByLabelText('Message'), 'B');
    await user.type(within(section).getByLabelText('Passed out from'), '2015');
    await user.type(within(section).getByLabelText('Passed out until'), '2010');
    await user.click(within(section).getByRole('button', { name: 'Send announcement' }));
    const from = within(section).getByLabelText('Passed out from');
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getAllByText('yearFrom must not be after yearTo').length).toBeGreaterThan(0);
  });

  it('shows the outbox in Bengali, the attempts counted in Bengali and the retry time in a <time>', async () => {
    await activateLanguage('bn', { everything: true });
    signInAs();
    const retrying = {
      _id: 'mail-9',
      kind: 'verification',
      to: 'rina@example.org',
      subject: 'Verify your e-mail address',
      status: 'queued',
      attempts: 2,
      reason: 'Connection refused',
      createdAt: '2026-11-20T10:00:00.000Z',
      nextAttemptAt: '2026-11-20T10:30:00.000Z',
    };
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.mail.outbox]: ok({ ...outbox, queued: 1, retrying: 1, recentFailures: [retrying] }),
      [endpoints.notifications.mailings]: page([reunion]),
    });
    renderApp('/admin/mail');

    expect(await screen.findByRole('heading', { level: 1, name: 'মেল' })).toBeTruthy();
    const failures = await screen.findByRole('list', { name: 'সাম্প্রতিক ব্যর্থতা, নতুনগুলি আগে' });
    expect(failures.textContent).toContain('২বার চেষ্টার পর');
    expect(failures.textContent).toContain('আবার চেষ্টা করা হবে:');
    expect(failures.querySelector('time[datetime="2026-11-20T10:30:00.000Z"]')).not.toBeNull();
    const section = screen.getByRole('region', { name: 'সদস্যদের মেল' });
    expect(await within(section).findByText(/৪০টি মেলের মধ্যে ৪০টি পাঠানোর সারিতে: শেষ/)).toBeTruthy();
  });
});
