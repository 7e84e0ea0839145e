import {
  createStoryInputSchema,
  IMAGE_LIMITS,
  STORY_EARLIEST_DATE,
  STORY_LIMITS,
  type StoryInput,
} from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ChapterSelect } from '@/features/chapters';
import { CoverPictureField, uploadImage, useCoverPicture } from '@/features/images';
import { useFormSubmit } from '@/lib/form-submit';
import { useInstitution, useInstitutionToday } from '@/lib/institution';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { MarkdownEditor } from '@/ui/markdown';
import type { StoryBody } from '../api/create-story';

/** Offered in the language shown: the category is stored as the author typed or picked it. */
export const STORY_CATEGORY_SUGGESTIONS = [
  msg`Achievement`,
  msg`Career`,
  msg`Campus memories`,
  msg`Entrepreneurship`,
  msg`Research`,
  msg`Community service`,
] as const;

const STORY_FIELDS = [
  'title',
  'date',
  'category',
  'author',
  'description',
  'content',
  'chapterId',
  'image',
  'imageAlt',
] as const;

/** A picture for the text: uploaded as a cover is, written into the text by its address. */
const uploadPicture = async (file: File, alt: string) => (await uploadImage(file, alt)).url;

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
    imageAlt: story?.imageAlt ?? '',
  };
}

/**
 * Create and edit share this form. `onSubmit` sends the story; when it rejects, the form shows
 * `failureMessage` (its own words, whatever the server said) and puts the server's field errors
 * on their fields.
 */
export function StoryForm({
  defaultValues,
  currentCover,
  authorSuggestion,
  submitLabel,
  failureMessage,
  onSubmit,
}: {
  defaultValues: StoryInput;
  /** The story's cover when editing: kept unless the author removes or replaces it. */
  currentCover?: { imageId: string | null; image: string | null };
  /** Filled into an empty Author field once known (the signed-in user's name), unless the user typed there. */
  authorSuggestion?: string | undefined;
  submitLabel: string;
  failureMessage: string;
  onSubmit: (body: StoryBody) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { timeZone } = useInstitution();
  const today = useInstitutionToday();
  // The server's own rules: a story's date is today or earlier in the institution's time zone.
  const resolver = useMemo(() => zodResolver(createStoryInputSchema(timeZone)), [timeZone]);
  const form = useForm<StoryInput, unknown, StoryBody>({ resolver, defaultValues });
  const { errors, isSubmitting } = form.formState;
  const suggestions = STORY_CATEGORY_SUGGESTIONS.map((suggestion) => i18n._(suggestion));
  const cover = useCoverPicture(currentCover);

  useEffect(() => {
    if (!authorSuggestion) return;
    if (form.getFieldState('author').isDirty || form.getValues('author') !== '') return;
    form.setValue('author', authorSuggestion);
  }, [authorSuggestion, form]);

  const { submit, failure } = useFormSubmit(form, {
    fields: STORY_FIELDS,
    failure: () => failureMessage,
    onSubmit: async (values) => {
      if (cover.file && !values.imageAlt) {
        form.setError(
          'imageAlt',
          { message: t`Describe the picture for readers who cannot see it.` },
          { shouldFocus: true },
        );
        return;
      }
      const image = await cover.coverFor(values.imageAlt);
      // Without a picture the body stays the one the original client sends: no cover fields.
      const { image: _image, imageAlt, ...rest } = values;
      const withCover =
        image !== undefined ? { ...rest, image, imageAlt } : cover.hasPicture ? { ...rest, imageAlt } : rest;
      await onSubmit(withCover);
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t`Title`}
        containerClassName="sm:col-span-2"
        maxLength={STORY_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label={t`Date`}
        type="date"
        hint={t`When it happened: today or earlier.`}
        min={STORY_EARLIEST_DATE}
        max={today}
        error={errors.date?.message}
        {...form.register('date')}
      />
      <TextField
        label={t`Category`}
        hint={t`Pick a suggestion or type your own.`}
        maxLength={STORY_LIMITS.category}
        autoComplete="off"
        suggestions={suggestions}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField
        label={t`Author`}
        hint={t`Who wrote it. The story also shows that you posted it, with your profile name.`}
        containerClassName="sm:col-span-2"
        autoComplete="name"
        maxLength={STORY_LIMITS.author}
        error={errors.author?.message}
        {...form.register('author')}
      />
      <TextAreaField
        label={t`Description (optional)`}
        hint={t`One or two sentences for the story's card. Without one, the card shows the start of the story.`}
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
      <CoverPictureField cover={cover} serverError={errors.image?.message} />
      {cover.hasPicture && (
        <TextField
          label={t`Picture description`}
          hint={t`What the picture shows, for readers who cannot see it.`}
          containerClassName="sm:col-span-2"
          maxLength={IMAGE_LIMITS.alt}
          error={errors.imageAlt?.message}
          {...form.register('imageAlt')}
        />
      )}
      <MarkdownEditor
        label={t`Content`}
        hint={t`Leave a blank line between paragraphs. The buttons write bold, headings, lists, links and pictures.`}
        containerClassName="sm:col-span-2"
        rows={12}
        maxLength={STORY_LIMITS.content}
        error={errors.content?.message}
        registration={form.register('content')}
        onValueChange={(value) => form.setValue('content', value, { shouldDirty: true })}
        uploadPicture={uploadPicture}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        <FormAlert message={failure} />
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? t`Submitting...` : submitLabel}
        </Button>
      </div>
    </form>
  );
}
