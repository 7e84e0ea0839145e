import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, routeKey } from '@/test/mock-api';
import { aPublicProfile, renderMemberPage } from '@/test/render-member-page';

function openProfile(id: string, answer: MockRoute) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [routeKey(endpoints.profile.one, { id })]: answer,
  });
  return { ...api, ...renderMemberPage(`/profile/${id}`) };
}

/** The value a <dl> gives for `term`. */
function valueFor(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('profile page', () => {
  it('shows the profile, "Not provided" for empty fields and "Hidden by its owner" for private ones', async () => {
    const { requests } = openProfile('user-2', ok(aPublicProfile()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Staff Engineer at Tata Steel Digital')).toBeTruthy();

    expect(valueFor('Email')).toBe('sudipta.bose@example.org');
    expect(valueFor('Phone')).toBe('9123456780');
    expect(valueFor('Address')).toBe('Hidden by its owner');
    expect(valueFor('Date of birth')).toBe('Hidden by its owner');
    expect(valueFor('Gender')).toBe('Not provided');
    expect(valueFor('Enrollment number')).toBe('AOT/2006/007');
    expect(valueFor('Year of passing')).toBe('2010');
    expect(valueFor('Programme')).toBe('Computer Science Engineering');
    expect(valueFor('Branch')).toBe('Not provided');
    expect(valueFor('College')).toBe('Academy of Technology');
    expect(valueFor('CGPA')).toBe('8.7');
    expect(valueFor('Experience')).toBe('Not provided');
    expect(valueFor('Hobbies')).toBe('Not provided');

    const skills = screen.getByText('Skills', { selector: 'dt' }).nextElementSibling;
    if (!(skills instanceof HTMLElement)) throw new Error('expected the skills value');
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rust', 'PostgreSQL']);

    const linkedin = screen.getByRole('link', { name: /linkedin\.com\/in\/sudipta/ });
    expect(linkedin.getAttribute('href')).toBe('https://www.linkedin.com/in/sudipta');
    expect(linkedin.getAttribute('target')).toBe('_blank');
    expect(linkedin.getAttribute('rel')).toBe('noopener noreferrer');

    const message = screen.getByRole('link', { name: 'Message Sudipta Bose' });
    expect(message.getAttribute('href')).toBe('/message/user-2');
    expect(screen.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    expect(requests.at(-1)?.headers.get('authorization')).toBe('session-token');
    await waitFor(() => expect(document.title).toBe(`Sudipta Bose · ${institution.shortName}`));
  });

  it('shows the picture when there is one', async () => {
    openProfile('user-2', ok(aPublicProfile({ profilePicture: '/uploads/0123456789abcdef0123456789abcdef-512.webp' })));

    const picture = await screen.findByRole('img', { name: 'Sudipta Bose' });
    expect(picture.getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef-512.webp');
    expect(picture.getAttribute('width')).toBe('128');
    expect(picture.getAttribute('height')).toBe('128');
  });

  it('offers "Edit profile" instead of "Message" on the signed-in user’s own profile', async () => {
    openProfile(account._id, ok(aPublicProfile({ _id: account._id, hiddenFields: [] })));

    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit.getAttribute('href')).toBe('/updateProfilePage');
    expect(screen.queryByRole('link', { name: /^Message\b/ })).toBeNull();
  });

  it('says the profile was not found, with a way back to the directory', async () => {
    openProfile('nobody', failure(404, 'NOT_FOUND', 'Profile not found.'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Community' }).getAttribute('href')).toBe('/community');
    await waitFor(() => expect(document.title).toBe(`Profile not found · ${institution.shortName}`));
  });

  it('says when the profile cannot load, and tries again on request', async () => {
    let fail = true;
    const { user } = openProfile('user-2', () =>
      fail ? failure(500, 'INTERNAL', 'Something went wrong') : ok(aPublicProfile()),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the profile. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose' })).toBeTruthy();
  });
});
