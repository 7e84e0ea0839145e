import { createStoryInputSchema, STORY_EARLIEST_DATE, STORY_LIMITS, type StoryInput } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChapterSelect } from '@/features/chapters/components/chapter-select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useInstitution, useInstitutionToday } from '@/lib/institution';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import type { StoryBody } from '../api/create-story';

export const STORY_CATEGORY_SUGGESTIONS = [
  'Achievement',
  'Career',
  'Campus memories',
  'Entrepreneurship',
  'Research',
  'Community service',
] as const;

const STORY_FIELDS = ['title', 'date', 'category', 'author', 'description', 'content', 'chapterId'] as const;

/** The form's values from a story (edit) or from nothing (create). */
export function storyFormValues(story?: Partial<StoryInput>): StoryInput {
  return {
    title: story?.title ?? '',
    date: story?.date ?? '',
    category: story?.category ?? '',
    author: story?.author ?? '',
    description: story?.description ?? '',
    content: story?.content ?? '',
    chapterId: typeof story?.chapterId === 'string' ? story.chapterId : '',
  };
}

/**
 * Create and edit share this form. `onSubmit` sends the story; when it rejects, the form shows
 * `failureMessage` and puts the server's field errors on their fields.
 */
export function StoryForm({
  defaultValues,
  authorSuggestion,
  submitLabel,
  failureMessage,
  onSubmit,
}: {
  defaultValues: StoryInput;
  /** Filled into an empty Author field once known (the signed-in user's name), unless the user typed there. */
  authorSuggestion?: string | undefined;
  submitLabel: string;
  failureMessage: string;
  onSubmit: (body: StoryBody) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { timeZone } = useInstitution();
  const today = useInstitutionToday();
  // The server's own rules: a story's date is today or earlier in the institution's time zone.
  const resolver = useMemo(() => zodResolver(createStoryInputSchema(timeZone)), [timeZone]);
  const form = useForm<StoryInput, unknown, StoryBody>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!authorSuggestion) return;
    if (form.getFieldState('author').isDirty || form.getValues('author') !== '') return;
    form.setValue('author', authorSuggestion);
  }, [authorSuggestion, form]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailure(failureMessage);
      applyServerFieldErrors(error, STORY_FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Title"
        containerClassName="sm:col-span-2"
        maxLength={STORY_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label="Date"
        type="date"
        hint="When it happened: today or earlier."
        min={STORY_EARLIEST_DATE}
        max={today}
        error={errors.date?.message}
        {...form.register('date')}
      />
      <TextField
        label="Category"
        hint="Pick a suggestion or type your own."
        maxLength={STORY_LIMITS.category}
        autoComplete="off"
        suggestions={STORY_CATEGORY_SUGGESTIONS}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField
        label="Author"
        hint="Who wrote it. The story also shows that you posted it, with your profile name."
        containerClassName="sm:col-span-2"
        autoComplete="name"
        maxLength={STORY_LIMITS.author}
        error={errors.author?.message}
        {...form.register('author')}
      />
      <TextAreaField
        label="Description (optional)"
        hint="One or two sentences for the story's card. Without one, the card shows the start of the story."
        containerClassName="sm:col-span-2"
        rows={2}
        maxLength={STORY_LIMITS.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <ChapterSelect
        containerClassName="sm:col-span-2"
        currentId={typeof defaultValues.chapterId === 'string' ? defaultValues.chapterId : null}
        error={errors.chapterId?.message}
        {...form.register('chapterId')}
      />
      <TextAreaField
        label="Content"
        hint="Leave a blank line between paragraphs."
        containerClassName="sm:col-span-2"
        rows={12}
        maxLength={STORY_LIMITS.content}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? 'Submitting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
