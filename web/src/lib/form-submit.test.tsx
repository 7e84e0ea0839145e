import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormAlert, TextField } from '@/ui/form-fields';
import { ApiError } from './api';
import { type FormSubmitOptions, useFormSubmit } from './form-submit';

const schema = z.object({ title: z.string().min(1, 'Title is required'), body: z.string() });
type Values = z.infer<typeof schema>;

function TitleForm({
  failure: describeFailure,
  onSubmit,
}: Pick<FormSubmitOptions<Values, Values>, 'failure' | 'onSubmit'>) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: '', body: '' } });
  const { submit, failure } = useFormSubmit(form, { fields: ['title', 'body'], failure: describeFailure, onSubmit });
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="Title" error={form.formState.errors.title?.message} {...form.register('title')} />
      <TextField label="Body" error={form.formState.errors.body?.message} {...form.register('body')} />
      <FormAlert message={failure} />
      <button type="submit">Save</button>
    </form>
  );
}

const rejected = (error: unknown) => () => Promise.reject(error);

describe('useFormSubmit', () => {
  it('sends the validated values and shows no alert when the server accepts them', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<TitleForm failure="Not saved." onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Title'), 'Reunion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({ title: 'Reunion', body: '' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not send values the schema refuses, and says why on the field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<TitleForm failure="Not saved." onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Title is required')).toBeTruthy();
  });

  it("puts the server's field messages on their fields, focusing the first, and the fallback in the alert", async () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Validation failed',
      fieldErrors: [
        { path: 'body', message: 'Body is too long' },
        { path: 'unknownField', message: 'Not shown on a field' },
      ],
    });
    render(<TitleForm failure="Your story could not be saved." onSubmit={rejected(error)} />);

    await userEvent.type(screen.getByLabelText('Title'), 'Reunion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your story could not be saved.');
    expect(screen.getByText('Body is too long')).toBeTruthy();
    expect(screen.queryByText('Not shown on a field')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Body'));
  });

  it('puts a message about a part of a field (an item of a list) on that field, the first one only', async () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Validation failed',
      fieldErrors: [
        { path: 'body.2', message: 'The third line is too long' },
        { path: 'body.5', message: 'The sixth line is too long' },
        { path: 'bodyguard', message: 'Not the body' },
      ],
    });
    render(<TitleForm failure="Not saved." onSubmit={rejected(error)} />);

    await userEvent.type(screen.getByLabelText('Title'), 'Reunion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The third line is too long')).toBeTruthy();
    expect(screen.queryByText('The sixth line is too long')).toBeNull();
    expect(screen.queryByText('Not the body')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Body'));
  });

  it("shows the server's own words (how long to wait) instead of the fallback", async () => {
    const error = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 5 minutes.',
      isServerMessage: true,
    });
    render(<TitleForm failure="Not saved." onSubmit={rejected(error)} />);

    await userEvent.type(screen.getByLabelText('Title'), 'Reunion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 5 minutes.');
  });

  it('lets a form word the failure itself, and clears it on the next submit', async () => {
    let attempt = 0;
    const onSubmit = () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve());
    render(<TitleForm failure={(error) => `Failed: ${(error as Error).message}`} onSubmit={onSubmit} />);

    await userEvent.type(screen.getByLabelText('Title'), 'Reunion');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: offline');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
