import { endpoints, formatServerMessage, type MessageParams, type ServerMessageKey } from '@alumni/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const bengali = (key: ServerMessageKey, params?: MessageParams) => formatServerMessage('bn', key, params);
const required = (label: string) => bengali('field.required', { field: `label.${label}` });

/** The message shown under a field (its hint aside). */
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent;

/** Submits `form` empty; gives its fields marked invalid, in the form's order. */
async function submitEmpty(user: ReturnType<typeof renderApp>['user'], form: HTMLFormElement) {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit) throw new Error('the form has no submit button');
  await user.click(submit);
  await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).toBeTruthy());
  return () => Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
}

describe('field messages in the language shown', () => {
  it('shows a Bengali reader who submits the sign-up form empty a Bengali message beside every field', async () => {
    const { requests } = mockApi({ [endpoints.institution.config]: ok(institution) });
    await act(() => activateLanguage('bn'));
    const { user } = renderApp('/signup');
    const heading = await screen.findByRole('heading', { level: 1 });
    const form = heading.closest('main')?.querySelector('form');
    if (!form) throw new Error('no sign-up form');

    const invalid = await submitEmpty(user, form);

    const expected = [
      required('college'),
      required('programme'),
      required('fullName'),
      required('yearOfPassing'),
      required('enrollmentNumber'),
      required('phone'),
      required('email'),
      required('password'),
    ];
    await waitFor(() => expect(invalid().map(errorOf)).toEqual(expected));
    expect(requests.some((request) => request.url.endsWith('/signup'))).toBe(false);
  });

  it('words them in a form that has zod from the start (contact), and again in English after a switch', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    await act(() => activateLanguage('bn'));
    const { user } = renderApp('/contact');
    const heading = await screen.findByRole('heading', { level: 1 });
    const form = heading.closest('main')?.querySelector('form');
    if (!form) throw new Error('no contact form');

    const invalid = await submitEmpty(user, form);

    const expected = [required('name'), required('emailAddress'), required('subject'), required('message')];
    await waitFor(() => expect(invalid().map(errorOf)).toEqual(expected));

    await act(() => activateLanguage('en', { everything: true }));
    await waitFor(() =>
      expect(invalid().map(errorOf)).toEqual(
        ['name', 'emailAddress', 'subject', 'message'].map((label) =>
          formatServerMessage('en', 'field.required', { field: `label.${label}` }),
        ),
      ),
    );
  });
});
