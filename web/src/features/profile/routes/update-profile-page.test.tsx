import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { descriptionOf, fieldValue } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockResponse, mockApi, ok } from '@/test/mock-api';
import { anOwnProfile, renderMemberPage } from '@/test/render-member-page';
import { mockFormUpload, type SentForm } from '../testing/fake-xhr';

const originalCreateObjectURL = URL.createObjectURL;
const originalRevokeObjectURL = URL.revokeObjectURL;

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string for <img src>.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  URL.createObjectURL = originalCreateObjectURL;
  URL.revokeObjectURL = originalRevokeObjectURL;
});

async function openEditForm(respond: (form: SentForm) => MockResponse | Promise<MockResponse> = () => ok(null)) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [endpoints.profile.mine]: ok(
      anOwnProfile({
        cgpa: 8.25,
        linkedinProfile: 'https://www.linkedin.com/in/ananya',
        hobbies: ['Photography', 'Chess'],
        mentorshipInterest: true,
        visibility: {
          email: 'alumni',
          phone: 'private',
          address: 'private',
          dob: 'alumni',
          city: 'alumni',
          attendance: 'alumni',
        },
      }),
    ),
  });
  const upload = mockFormUpload(respond);
  const app = renderMemberPage('/updateProfilePage');
  await screen.findByLabelText('Full name');
  return { ...api, ...upload, ...app };
}

function radio(group: string, choice: string): HTMLInputElement {
  const fieldset = screen.getByRole('group', { name: group });
  const input = within(fieldset).getByRole('radio', { name: choice });
  if (!(input instanceof HTMLInputElement)) throw new Error(`${group}: ${choice} is not a radio button`);
  return input;
}

type User = ReturnType<typeof renderMemberPage>['user'];

/** Empties the field and pastes `text`: the same events for the form as typing, in a fraction of the time. */
async function replaceText(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.paste(text);
}

function pngFile(bytes: number, name = 'me.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('update profile page', () => {
  it('fills the form with the current profile', async () => {
    await openEditForm();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Edit profile',
    ]);
    const expected: Record<string, string> = {
      'Full name': 'Ananya Sen',
      Gender: 'female',
      'Date of birth': '1990-07-02',
      Email: 'ananya.sen@example.org',
      Phone: '9876543210',
      Address: '',
      'Enrollment number': 'HIT/2008/042',
      'Year of passing': '2012',
      Programme: 'Electronics and Communication Engineering',
      Branch: '',
      College: 'Heritage Institute of Technology',
      CGPA: '8.25',
      'Current job title': 'Design Engineer',
      Company: 'Silicon Delta',
      Experience: '',
      'LinkedIn profile': 'https://www.linkedin.com/in/ananya',
      Skills: 'Verilog, UVM',
      Hobbies: 'Photography, Chess',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(fieldValue(screen.getByLabelText(label)), label).toBe(value);
    }
    expect((screen.getByLabelText('Open to mentoring alumni') as HTMLInputElement).checked).toBe(true);
    // The switch says it is the mentoring consent (decision 0054), read out with it.
    expect(
      screen.getByRole('checkbox', {
        name: 'Open to mentoring alumni',
        description: /your consent to be offered as a mentor/,
      }),
    ).toBeTruthy();
    expect(radio('Email', 'Alumni').checked).toBe(true);
    expect(radio('Phone', 'Only me').checked).toBe(true);
    expect(radio('Address', 'Only me').checked).toBe(true);
    expect(radio('Date of birth', 'Alumni').checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Privacy' })).toBeTruthy();

    const picture = screen.getByLabelText('Profile picture');
    expect(picture.getAttribute('type')).toBe('file');
    expect(picture.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByLabelText('Date of birth').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const gender = screen.getByLabelText('Gender');
    expect(Array.from(gender.querySelectorAll('option')).map((option) => option.textContent)).toEqual([
      'Prefer not to say',
      'Male',
      'Female',
      'Other',
    ]);
    expect(screen.getByLabelText('Programme').querySelectorAll('optgroup').length).toBe(
      institution.programmeGroups.length,
    );
    expect(screen.queryByRole('button', { name: /otp/i })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Edit profile · ${institution.shortName}`));
  });

  it('refuses a CGPA above 10 and a LinkedIn address elsewhere, beside the fields, without sending', async () => {
    const { sent, user } = await openEditForm();

    await replaceText(user, 'CGPA', '11');
    await replaceText(user, 'LinkedIn profile', 'https://example.org/in/ananya');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const cgpa = screen.getByLabelText('CGPA');
    await waitFor(() => expect(cgpa.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(cgpa)).toContain('CGPA must be between 0 and 10');
    const linkedin = screen.getByLabelText('LinkedIn profile');
    expect(linkedin.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(linkedin)).toContain('LinkedIn profile must be a linkedin.com address');
    expect(document.activeElement).toBe(cgpa);
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['a 6 MB picture', () => pngFile(6 * 1024 * 1024), /too large: choose one of at most 5 MB/],
    [
      'a file that is not an image',
      () => new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      /JPEG, PNG or WebP/,
    ],
  ])('refuses %s before uploading anything', async (_name, makeFile, message) => {
    const { sent, user } = await openEditForm();
    const input = screen.getByLabelText('Profile picture');

    await user.upload(input, makeFile());

    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toMatch(message);
    expect(screen.queryByRole('img', { name: /^Preview/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(document.activeElement).toBe(input);
    expect(sent).toHaveLength(0);
  });

  it('previews the chosen picture, sends it with the changed fields only, and goes to the profile', async () => {
    let answer: (response: MockResponse) => void = () => undefined;
    const { sent, user, currentLocation, requests } = await openEditForm(
      () => new Promise((resolve) => (answer = resolve)),
    );

    await user.upload(screen.getByLabelText('Profile picture'), pngFile(2048));
    expect(screen.getByRole('img', { name: 'Preview of me.png' }).getAttribute('src')).toBe('blob:preview');
    await replaceText(user, 'Company', 'Orbitron Labs');
    await user.click(radio('Phone', 'Alumni'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    const progress = await screen.findByLabelText('Uploading picture: 50%');
    expect(progress.tagName).toBe('PROGRESS');
    expect(progress.getAttribute('value')).toBe('50');

    const [form] = sent;
    if (!form) throw new Error('expected one upload');
    expect(form.url).toBe(urlOf(endpoints.profile.update));
    expect(form.headers.authorization).toBe('session-token');
    const fields = Array.from(form.body.keys()).sort();
    expect(fields).toEqual(['companyName', 'phoneVisibility', 'profilePicture']);
    expect(form.body.get('companyName')).toBe('Orbitron Labs');
    expect(form.body.get('phoneVisibility')).toBe('alumni');
    expect((form.body.get('profilePicture') as File).name).toBe('me.png');

    const accountLoads = requests.filter((request) => request.url.endsWith(urlOf(endpoints.account.mine))).length;
    answer(ok(anOwnProfile({ companyName: 'Orbitron Labs' }), 200, 'Profile updated successfully!'));

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    await waitFor(() => expect(currentLocation().pathname).toBe('/profile'));
    // The header's name and picture come from the account data: it loads again.
    expect(requests.filter((request) => request.url.endsWith(urlOf(endpoints.account.mine))).length).toBe(
      accountLoads + 1,
    );
  });

  it('shows the server’s refusal and puts its field errors on the fields', async () => {
    const { user } = await openEditForm(() =>
      failure(409, 'CONFLICT', 'Another account already uses this enrollment number', [
        { path: 'enrollmentNumber', message: 'Another account already uses this enrollment number' },
      ]),
    );

    await replaceText(user, 'Enrollment number', 'HIT/2008/001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Another account already uses this enrollment number');
    const enrollment = screen.getByLabelText('Enrollment number');
    await waitFor(() => expect(enrollment.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(enrollment)).toBe('Another account already uses this enrollment number');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s daily limit on identity changes', async () => {
    const limit =
      'You have changed your name, enrollment details or contact details 5 times today. Please try again in 3 hours.';
    const { user } = await openEditForm(() => failure(429, 'RATE_LIMITED', limit));

    await replaceText(user, 'Full name', 'Ananya Sen Gupta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe(limit);
  });
});

describe('confirming a new e-mail or phone with the current password', () => {
  const PASSWORD_NEEDED = 'Enter your current password to change your e-mail address or phone number.';

  it('asks for the password only while the e-mail or phone differs from the saved one', async () => {
    const { user } = await openEditForm();
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await replaceText(user, 'Company', 'Orbitron Labs');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await replaceText(user, 'Email', 'ananya@example.com');
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(descriptionOf(password)).toBe('Needed to change your e-mail address or phone number.');
    await user.type(password, 'my secret words');

    await replaceText(user, 'Email', 'ananya.sen@example.org');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    // Asked again, the password starts empty: the form forgot it when the field went away.
    await replaceText(user, 'Phone', '9876500000');
    expect(fieldValue(screen.getByLabelText('Current password'))).toBe('');
  });

  it('refuses a new e-mail without the password, beside the field, and sends nothing', async () => {
    const { sent, user } = await openEditForm();

    await replaceText(user, 'Email', 'ananya@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(password)).toBe(`Needed to change your e-mail address or phone number. ${PASSWORD_NEEDED}`);
    expect(document.activeElement).toBe(password);
    expect(sent).toHaveLength(0);
  });

  it('focuses the missing password before a wrong field further down the page', async () => {
    const { sent, user } = await openEditForm();

    await replaceText(user, 'Phone', '9876500000');
    await replaceText(user, 'CGPA', '11');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('CGPA').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(sent).toHaveLength(0);
  });

  it('sends the password with the new e-mail, and keeps it nowhere', async () => {
    const { sent, user, currentLocation } = await openEditForm(() =>
      ok(anOwnProfile({ email: 'ananya@example.com' }), 200, 'Profile updated successfully!'),
    );

    await replaceText(user, 'Email', 'ananya@example.com');
    await replaceText(user, 'Current password', 'my secret words');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/profile'));
    const [form] = sent;
    if (!form) throw new Error('expected one upload');
    expect(Array.from(form.body.keys()).sort()).toEqual(['currentPassword', 'email']);
    expect(form.body.get('currentPassword')).toBe('my secret words');
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.filter((value) => value?.includes('my secret words'))).toEqual([]);
  });

  it('sends no password when the e-mail is back to the saved one', async () => {
    const { sent, user } = await openEditForm(() => ok(anOwnProfile({ companyName: 'Orbitron Labs' })));

    await replaceText(user, 'Email', 'ananya@example.com');
    await replaceText(user, 'Current password', 'my secret words');
    await replaceText(user, 'Email', 'ananya.sen@example.org');
    await replaceText(user, 'Company', 'Orbitron Labs');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Array.from(sent[0]?.body.keys() ?? [])).toEqual(['companyName']);
  });

  it('shows the server’s refusal of the password under the password field', async () => {
    const { user } = await openEditForm(() =>
      failure(403, 'FORBIDDEN', 'Current password is incorrect.', [
        { path: 'currentPassword', message: 'Current password is incorrect.' },
      ]),
    );

    await replaceText(user, 'Phone', '9876500000');
    await replaceText(user, 'Current password', 'a wrong guess');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(password)).toBe(
      'Needed to change your e-mail address or phone number. Current password is incorrect.',
    );
    expect(document.activeElement).toBe(password);
  });
});
