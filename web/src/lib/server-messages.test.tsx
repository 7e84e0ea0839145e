import { type Endpoint, formatServerMessage, passwordChangeSchema, SERVER_MESSAGES } from '@alumni/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { FormAlert, TextField } from '@/ui/form-fields';
import { ApiError, api } from './api';
import { fieldMessageText, loadFieldMessageKeys } from './field-messages';
import { activateLanguage } from './i18n';
import { rewordText, serverMessageText } from './server-messages';

// Entries of the test's own, literal on purpose: the client's handling of any answer, whatever the contract's types.
const items = 'GET /api/v1/items' as Endpoint<{ data: unknown }>;
const signup = 'POST /api/v1/users/signup' as Endpoint<{ body: object; data: unknown }>;

async function apiErrorFrom(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error('expected the request to fail with an ApiError');
}

/** An error envelope as the server sends it for `language`: each message worded, with its key and params. */
function keyedFailure(language: 'en' | 'bn') {
  const required = { key: 'field.required', params: { field: 'label.email' } } as const;
  return {
    status: 409,
    body: {
      statusCode: 409,
      success: false,
      data: null,
      code: 'CONFLICT',
      message: formatServerMessage(language, 'signup.email_taken'),
      key: 'signup.email_taken',
      errors: [{ path: 'email', message: formatServerMessage(language, required.key, required.params), ...required }],
    },
  };
}

describe('server messages in the language shown', () => {
  it("registers the contract's catalogue of a language with that language's other catalogues, not with the first view", async () => {
    const validation = { message: 'Some of the data you sent is not valid.', key: 'error.validation' };
    await activateLanguage('bn');
    // The first view loads only its own catalogues: the server's message stays as it came.
    expect(serverMessageText(validation)).toBe(validation.message);

    await activateLanguage('bn', { everything: true });
    expect(serverMessageText(validation)).toBe(SERVER_MESSAGES.bn['error.validation']);
    expect(
      serverMessageText({ message: 'x', key: 'field.max_length', params: { field: 'label.email', max: 254 } }),
    ).toBe('ইমেল সর্বোচ্চ ২৫৪ অক্ষরের হতে পারে');
  });

  it('asks the server for the language shown on every request, not the browser’s', async () => {
    const { requests } = mockApi({ [items]: ok({}) });

    await api.call(items);
    await activateLanguage('bn');
    await api.call(items, {}, { auth: true });

    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'bn']);
  });

  it('words a failure again after a switch, at the top of the form and on its field', async () => {
    await activateLanguage('bn', { everything: true });
    mockApi({ [signup]: keyedFailure('bn') });
    const error = await apiErrorFrom(api.call(signup, { body: {} }));
    const fieldMessage = error.fieldErrors[0]?.message ?? '';
    expect(error.message).toBe(SERVER_MESSAGES.bn['signup.email_taken']);
    expect(fieldMessage).toBe('ইমেল ঘরটি পূরণ করা আবশ্যক');

    const form = () => (
      <form>
        <TextField label="Email" error={fieldMessage} />
        <FormAlert message={error.message} />
      </form>
    );
    const { rerender } = render(form());
    expect(screen.getByRole('alert').textContent).toBe(SERVER_MESSAGES.bn['signup.email_taken']);

    await act(() => activateLanguage('en', { everything: true }));
    rerender(form());

    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(rewordText('A text the client never had a key for')).toBe('A text the client never had a key for');
  });

  it("words the contract's own field messages (zod's, in English) by their key in the language shown", async () => {
    const result = passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'short' });
    const [current, tooShort] = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(current).toBe('Current password is required');
    await loadFieldMessageKeys();

    expect(fieldMessageText(current ?? '')).toBe('Current password is required');
    await activateLanguage('bn', { everything: true });
    expect(fieldMessageText(current ?? '')).toBe('বর্তমান পাসওয়ার্ড ঘরটি পূরণ করা আবশ্যক');
    expect(fieldMessageText(tooShort ?? '')).toBe(
      formatServerMessage('bn', 'field.min_length', { field: 'label.password', min: 8 }),
    );
    // A form's own message, written with Lingui, is not the contract's: it passes as it is.
    expect(fieldMessageText('দুটি নতুন পাসওয়ার্ড মিলছে না')).toBe('দুটি নতুন পাসওয়ার্ড মিলছে না');
  });
});
