import { endpoints } from '@alumni/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { activateLanguage } from '@/lib/i18n';
import { descriptionOf } from '@/test/fields';
import { account, aStory, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const STORY_ID = '6f1e0c7a-8a53-4a41-9d6b-1f2f0e6f3a11';
const story = aStory({ _id: STORY_ID, title: 'Ten years at the plant', authorId: 'user-2', author: 'Sudipta Bose' });

function openStory(routes: Record<string, MockRoute> = {}, { userId = account._id, me = account } = {}) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', userId);
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(me),
    [routeKey(endpoints.stories.one, { id: STORY_ID })]: ok(story),
    ...routes,
  });
  return { ...api, ...renderApp(`/stories/${STORY_ID}`) };
}

const REPORT_NAME = 'Report story Ten years at the plant';

describe('report button', () => {
  it('asks for a reason, sends the report, thanks the member and then says "Reported"', async () => {
    const { requests, user } = openStory({
      [endpoints.moderation.report]: ok(
        { _id: 'report-1', createdAt: '2026-11-05T10:00:00.000Z' },
        201,
        'Thank you. The admins will look at your report.',
      ),
    });

    await user.click(await screen.findByRole('button', { name: REPORT_NAME }));
    const dialog = screen.getByRole('dialog', { name: 'Report this story' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(descriptionOf(reason)).toContain('Reason is required');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(reason, 'Copied from a newspaper');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. The admins will look at your report.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Reported story Ten years at the plant' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    const report = requests.find((request) => request.method === 'POST');
    expect(await report?.json()).toEqual({
      targetType: 'story',
      targetId: STORY_ID,
      reason: 'Copied from a newspaper',
    });
  });

  it('shows the API’s message when the member already reported it', async () => {
    const already = 'You have already reported this story; the admins will look at it.';
    const { user } = openStory({ [endpoints.moderation.report]: failure(409, 'CONFLICT', already) });

    await user.click(await screen.findByRole('button', { name: REPORT_NAME }));
    await user.type(screen.getByLabelText('Reason'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(already)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reported story Ten years at the plant' })).toBeTruthy();
  });

  it('is not offered to the author', async () => {
    openStory({}, { userId: 'user-2', me: { ...account, _id: 'user-2' } });
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('is not offered to a pending member', async () => {
    const { requests } = openStory(
      {},
      { me: { ...account, verification: { status: 'pending', note: null, verifiedAt: null } } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeTruthy();
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith(urlOf(endpoints.account.mine)))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('speaks Bengali when Bengali is chosen: the button, its dialog and the limit in Bengali', async () => {
    await activateLanguage('bn', { everything: true });
    const { user } = openStory();

    await user.click(await screen.findByRole('button', { name: 'অভিযোগ জানান (গল্প: Ten years at the plant)' }));
    const dialog = screen.getByRole('dialog', { name: 'এই গল্পটি নিয়ে অভিযোগ জানান' });
    expect(descriptionOf(within(dialog).getByLabelText('কারণ'))).toContain('সর্বাধিক ১,০০০টি অক্ষর');
    expect(within(dialog).getByRole('button', { name: 'অভিযোগ পাঠান' })).toBeTruthy();
  });
});
