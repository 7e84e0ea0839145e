import { type ContactSharing, endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, routeKey } from '@/test/mock-api';
import { aPublicProfile, renderMemberPage } from '@/test/render-member-page';

describe('the ask control on another member’s profile', () => {
  it('shows each on-request field’s state, sends a reason, and shows a shared value', async () => {
    let sharing: ContactSharing = {
      fields: [
        { field: 'phone', state: null },
        { field: 'address', state: 'not_shared' },
      ],
    };
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.profile.one, { id: 'user-2' })]: ok(
        aPublicProfile({ hiddenFields: ['phone', 'address', 'dob'] }),
      ),
      [routeKey(endpoints.privacy.contactSharing, { id: 'user-2' })]: () => ok(sharing),
      [endpoints.privacy.askContact]: () => {
        sharing = {
          fields: [
            { field: 'phone', state: 'pending' },
            { field: 'address', state: 'not_shared' },
          ],
        };
        return ok([]);
      },
    });
    const { user } = renderMemberPage('/profile/user-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose' })).toBeTruthy();
    const section = (await screen.findByRole('heading', { name: 'Contact details on request' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByText('Not shared')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Ask to see Phone' }));
    await user.type(within(section).getByRole('textbox', { name: /Why would you like to see it/ }), 'Reunion');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requests.some((sent) => sent.method === 'POST')).toBe(true));
    const post = requests.find((sent) => sent.method === 'POST');
    expect(await post?.clone().json()).toEqual({ memberId: 'user-2', field: 'phone', reason: 'Reunion' });
    expect(await within(section).findByText('Asked: waiting for an answer')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Ask to see Phone' })).toBeNull();
  });

  it('shows the value once shared, and nothing when the member shows nothing on request', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.profile.one, { id: 'user-2' })]: ok(aPublicProfile({ hiddenFields: ['phone'] })),
      [routeKey(endpoints.privacy.contactSharing, { id: 'user-2' })]: ok({
        fields: [{ field: 'phone', state: 'shared', value: '9830012345', sharedSince: '2026-11-20T10:00:00.000Z' }],
      }),
    });
    const first = renderMemberPage('/profile/user-2');
    const link = await screen.findByRole('link', { name: '9830012345' });
    expect(link.getAttribute('href')).toBe('tel:9830012345');
    first.unmount();

    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.profile.one, { id: 'user-2' })]: ok(aPublicProfile()),
      [routeKey(endpoints.privacy.contactSharing, { id: 'user-2' })]: ok({ fields: [] }),
    });
    renderMemberPage('/profile/user-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact details on request' })).toBeNull();
  });
});
