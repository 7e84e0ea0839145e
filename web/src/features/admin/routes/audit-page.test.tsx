import { type AuditEntry, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });

const announcement: AuditEntry = {
  _id: 'audit-1',
  actor: { _id: 'admin-1', name: 'Ananya Sen' },
  action: 'mail.announce',
  targetType: 'mailing',
  targetId: 'mailing-1',
  targetLabel: 'Reunion 2026',
  reason: null,
  details: { audience: { yearTo: 2020, yearFrom: 2010 }, recipients: 42 },
  createdAt: '2026-11-20T10:00:00.000Z',
};
const hidden: AuditEntry = {
  _id: 'audit-2',
  actor: { _id: 'admin-1', name: 'Ananya Sen' },
  action: 'content.hide',
  targetType: 'story',
  targetId: 'story-1',
  targetLabel: 'Cheap watches',
  reason: 'Advertising',
  details: { authorId: 'user-3', resolvedReports: 2 },
  createdAt: '2026-11-19T10:00:00.000Z',
};

const fromCommandLine: AuditEntry = {
  _id: 'audit-3',
  actor: { _id: null, name: 'command line' },
  action: 'user.make_admin',
  targetType: 'user',
  targetId: 'admin-1',
  targetLabel: 'Ananya Sen',
  reason: 'From the command line',
  details: null,
  createdAt: '2026-11-18T10:00:00.000Z',
};

function showLog() {
  signInAs();
  mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(adminAccount),
    [endpoints.admin.audit]: page([announcement, hidden, fromCommandLine]),
  });
  return renderApp('/admin/audit');
}

describe('the audit log', () => {
  it('reads as sentences, with the codes and the recorded details one click away', async () => {
    const { user } = showLog();
    const log = await screen.findByRole('list', { name: 'Admin actions, newest first' });
    const [first, second] = within(log).getAllByRole('listitem') as HTMLElement[];
    expect(
      within(first as HTMLElement).getByText(
        'Ananya Sen sent the announcement “Reunion 2026” to 42 members (passed out from 2010 to 2020).',
      ),
    ).toBeTruthy();
    expect(
      within(second as HTMLElement).getByText('Ananya Sen hid the story “Cheap watches”. 2 reports closed.'),
    ).toBeTruthy();
    expect(screen.getByText('The command line made Ananya Sen an admin.')).toBeTruthy();
    expect(log.textContent).not.toContain('{"yearTo"');

    const details = within(first as HTMLElement).getByText('Details');
    const disclosure = details.closest('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    await user.click(details);
    expect(disclosure.open).toBe(true);
    expect(within(disclosure).getByText('mail.announce')).toBeTruthy();
    expect(disclosure.querySelector('pre')?.textContent).toContain('"yearFrom": 2010');
  });

  it('reads in Bengali, figures and years in Bengali digits', async () => {
    await activateLanguage('bn', { everything: true });
    showLog();
    expect(
      await screen.findByText(
        'Ananya Sen “Reunion 2026” ঘোষণাটি ৪২ জন সদস্যকে পাঠিয়েছেন (২০১০ থেকে ২০২০ সালের মধ্যে পাস করেছেন)।',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ananya Sen “Cheap watches” গল্পটি লুকিয়েছেন। ২টি অভিযোগের নিষ্পত্তি হয়েছে।')).toBeTruthy();
    expect(screen.getByText('কমান্ড লাইন Ananya Sen-কে অ্যাডমিন করেছেন।')).toBeTruthy();
    expect(screen.getAllByText('বিস্তারিত')).toHaveLength(3);
  });
});
