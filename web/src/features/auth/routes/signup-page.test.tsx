import { currentYear, endpoints, type PrivacyNotice } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { descriptionOf } from '@/test/fields';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const REQUIRED_MESSAGES = {
  College: 'College is required',
  Programme: 'Programme is required',
  'Full name': 'Full name is required',
  'Year of passing': 'Year of passing is required',
  'Enrollment number': 'Enrollment number is required',
  Phone: 'Phone is required',
  Email: 'Email is required',
  Password: 'Password is required',
};

const PURPOSE_TITLES = ['Listed in the directory and search', 'Shown on the alumni map', 'Offered as a mentor'];

const notice: PrivacyNotice = {
  version: 1,
  paragraphs: ['Each use beyond running your account is listed on its own.'],
  required: { title: 'Your account (needed for the portal to work)', description: 'To sign you in.' },
  purposes: [
    { purpose: 'directory', title: PURPOSE_TITLES[0] as string, description: 'Members find you.', changedIn: 1 },
    { purpose: 'map', title: PURPOSE_TITLES[1] as string, description: 'Your city on the map.', changedIn: 1 },
    { purpose: 'mentoring', title: PURPOSE_TITLES[2] as string, description: 'Members ask you.', changedIn: 1 },
  ],
  grievanceOfficer: { name: 'The officer', email: 'grievance@example.org', address: 'The office' },
};

async function openSignUp(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.privacy.notice]: ok(notice),
    ...routes,
  });
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return { ...api, ...app };
}

async function fillValidForm(user: Awaited<ReturnType<typeof openSignUp>>['user']) {
  await user.selectOptions(screen.getByLabelText('College'), 'Heritage Institute of Technology');
  await user.selectOptions(screen.getByLabelText('Programme'), 'Computer Science Engineering');
  await user.type(screen.getByLabelText('Full name'), 'Rahul Das');
  await user.selectOptions(screen.getByLabelText('Year of passing'), '2015');
  await user.type(screen.getByLabelText('Enrollment number'), 'hit/cse/2011/042');
  await user.type(screen.getByLabelText('Phone'), '98765 43210');
  await user.type(screen.getByLabelText('Email'), 'Rahul.Das@Example.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
}

describe('sign-up page', () => {
  it('lists the fields in order with the configured colleges, grouped programmes and years newest first', async () => {
    await openSignUp();

    const form = screen.getByLabelText('College').closest('form');
    // The itemised notice follows the fields: what the account needs, stated and not ticked, then each purpose unticked.
    await screen.findByLabelText(PURPOSE_TITLES[0] as string);
    const fieldLabels = Array.from(form?.querySelectorAll('input, select') ?? []).map((field) =>
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.labels?.[0]?.textContent : null,
    );
    expect(fieldLabels).toEqual([...Object.keys(REQUIRED_MESSAGES), ...PURPOSE_TITLES]);
    for (const title of PURPOSE_TITLES) expect((screen.getByLabelText(title) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Your account (needed for the portal to work)')).toBeTruthy();
    const college = screen.getByLabelText('College');
    expect(within(college).getAllByRole('option')).toHaveLength(institution.colleges.length + 1);
    const programme = screen.getByLabelText('Programme');
    expect(
      within(programme)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(institution.programmeGroups.map((group) => group.label));
    const years = within(screen.getByLabelText('Year of passing'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[1]).toBe(String(currentYear(institution.timeZone)));
    expect(years.at(-1)).toBe('1990');
    expect(screen.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Phone').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('At least 8 characters');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/signin');
  });

  it('shows a message beside every field when submitted empty, and sends nothing', async () => {
    const { user, requests } = await openSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    // The schema loads on first use (lib/lazy-resolver.ts): the messages follow once it is there.
    await waitFor(() => expect(screen.getByLabelText('College').getAttribute('aria-invalid')).toBe('true'));
    for (const [label, message] of Object.entries(REQUIRED_MESSAGES)) {
      const field = await screen.findByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(field)).toContain(message);
    }
    expect(requests.some((request) => request.url.endsWith('/signup'))).toBe(false);
  });

  it('puts a 409 duplicate error on the email field and shows the server message', async () => {
    const duplicate = 'An account with this email already exists';
    const { user } = await openSignUp({
      [endpoints.auth.signup]: failure(409, 'CONFLICT', duplicate, [{ path: 'email', message: duplicate }]),
    });
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect((await screen.findByRole('alert')).textContent).toBe(duplicate);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe(duplicate);
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('says "Registration failed" when the failure carries no server message', async () => {
    const { user } = await openSignUp({ [endpoints.auth.signup]: { status: 500, body: 'oops' } });
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });

  it('registers, stores the session, confirms, says the account waits for verification and goes home', async () => {
    const { user, requests } = await openSignUp({
      [endpoints.auth.signup]: ok(
        {
          token: 'new-token',
          expiresAt: '2030-01-01T00:00:00.000Z',
          user: {
            _id: 'user-42',
            fullName: 'Rahul Das',
            email: 'rahul.das@example.org',
            gender: null,
            profilePicture: null,
            collegeName: 'Heritage Institute of Technology',
            programme: 'Computer Science Engineering',
            yearOfPassing: 2015,
            role: 'alumnus',
            verificationStatus: 'pending',
          },
        },
        201,
      ),
      [endpoints.account.mine]: ok({
        _id: 'user-42',
        name: 'Rahul Das',
        email: 'rahul.das@example.org',
        gender: null,
        photoURL: null,
        role: 'alumnus',
        verification: { status: 'pending', note: null, verifiedAt: null },
      }),
    });
    await fillValidForm(user);
    await user.click(await screen.findByLabelText(PURPOSE_TITLES[0] as string));

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(await screen.findByText('User registered successfully!')).toBeTruthy();
    expect(await screen.findByText(/Your account is waiting for verification by the association/)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(window.localStorage.getItem('userId')).toBe('user-42');
    const signupRequest = requests.find((request) => request.url.endsWith(urlOf(endpoints.auth.signup)));
    expect(await signupRequest?.json()).toEqual({
      collegeName: 'Heritage Institute of Technology',
      programme: 'Computer Science Engineering',
      fullName: 'Rahul Das',
      yearOfPassing: 2015,
      enrollmentNumber: 'HIT/CSE/2011/042',
      phone: '9876543210',
      email: 'rahul.das@example.org',
      password: 'correct horse battery',
      consents: ['directory'],
    });
  });
});
