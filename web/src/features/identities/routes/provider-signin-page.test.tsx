import { endpoints } from '@alumni/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const ticket = 'a'.repeat(43);
const signedIn = {
  token: 'fresh-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: {
    _id: account._id,
    fullName: account.name,
    email: account.email,
    gender: account.gender,
    profilePicture: null,
    collegeName: 'Heritage Institute of Technology',
    programme: 'Computer Science Engineering',
    yearOfPassing: 2015,
    role: account.role,
    verificationStatus: account.verification.status,
  },
};

describe('provider sign-in page', () => {
  it('after the password step of a link, goes where the sign-in was asked to come back to', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.identities.ticket]: ok({
        kind: 'link',
        provider: { id: 'google', name: 'Google' },
        email: account.email,
        returnTo: '/accountpage',
      }),
      [endpoints.identities.link]: ok(signedIn),
      [endpoints.account.mine]: ok(account),
    });
    const { user } = renderApp(`/signin/provider#ticket=${ticket}`);

    await screen.findByRole('heading', { level: 1, name: 'Link Google to your account' });
    await user.type(screen.getByLabelText('Password'), 'the account password');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const link = requests.find((request) => request.url.endsWith(urlOf(endpoints.identities.link)));
    expect(await link?.json()).toEqual({ ticket, password: 'the account password' });
  });
});
