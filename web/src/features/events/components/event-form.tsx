import { type AlumniEvent, EVENT_LIMITS, type EventInput, IMAGE_LIMITS } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ChapterSelect } from '@/features/chapters';
import { CoverPictureField, uploadImage, useCoverPicture } from '@/features/images';
import { useFormSubmit } from '@/lib/form-submit';
import { Button } from '@/ui/button';
import { CheckboxField, FormAlert, TextField } from '@/ui/form-fields';
import { MarkdownEditor } from '@/ui/markdown';
import type { EventBody } from '../api/create-event';
import { eventFormSchema } from '../lib/event-form-schema';

/** Suggestions for the category, which is the event's own data (shown as written, in any language). */
export const EVENT_CATEGORY_SUGGESTIONS = [
  'Reunion',
  'Webinar',
  'Workshop',
  'Career talk',
  'Networking',
  'Sports',
  'Cultural',
] as const;

const EVENT_FIELDS = [
  'title',
  'date',
  'time',
  'location',
  'category',
  'contactEmail',
  'description',
  'linkToJoin',
  'presenterName',
  'presenterLink',
  'capacity',
  'online',
  'chapterId',
  'image',
  'imageAlt',
] as const satisfies ReadonlyArray<keyof EventInput>;

/** The start of a web address, the same in every language: not a message. */
const URL_PLACEHOLDER = 'https://';

/** A picture for the description: uploaded as a cover is, written into the text by its address. */
const uploadPicture = async (file: File, alt: string) => (await uploadImage(file, alt)).url;

/** The form's values from an event (edit) or from nothing (create). */
export function eventFormValues(event?: AlumniEvent, linkToJoin?: string | null): EventInput {
  return {
    title: event?.title ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    category: event?.category ?? '',
    contactEmail: event?.contactEmail ?? '',
    description: event?.description ?? '',
    linkToJoin: linkToJoin ?? event?.linkToJoin ?? '',
    presenterName: event?.presenter.name ?? '',
    presenterLink: event?.presenter.socialMediaLink ?? '',
    capacity: event?.capacity == null ? '' : String(event.capacity),
    online: event?.online ?? false,
    chapterId: event?.chapterId ?? '',
    imageAlt: event?.imageAlt ?? '',
  };
}

/**
 * Create and edit share this form. Dates before `earliestDate` (today) are refused, as the server
 * refuses them, except `keptDate`: an edit may keep the date of an event that has passed, so the
 * date picker's `min` is only set on create. When `onSubmit` rejects, the form shows
 * `failureMessageFor(error)` and puts the server's field errors on their fields; when it
 * succeeds, the form is cleared.
 */
export function EventForm({
  defaultValues,
  currentCover,
  earliestDate,
  keptDate,
  submitLabel,
  failureMessageFor,
  onSubmit,
}: {
  defaultValues: EventInput;
  /** The event's cover when editing: kept unless the organiser removes or replaces it. */
  currentCover?: { imageId: string | null; image: string | null };
  earliestDate: string;
  keptDate?: string | undefined;
  submitLabel: string;
  failureMessageFor: (error: unknown) => string;
  onSubmit: (body: EventBody) => Promise<void>;
}) {
  const { t } = useLingui();
  const schema = useMemo(() => eventFormSchema(earliestDate, keptDate), [earliestDate, keptDate]);
  const form = useForm<EventInput, unknown, EventBody>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const cover = useCoverPicture(currentCover);

  const { submit, failure } = useFormSubmit(form, {
    fields: EVENT_FIELDS,
    failure: failureMessageFor,
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
      form.reset();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t`Title`}
        containerClassName="sm:col-span-2"
        maxLength={EVENT_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label={t`Date`}
        type="date"
        min={keptDate === undefined ? earliestDate : undefined}
        error={errors.date?.message}
        {...form.register('date')}
      />
      <TextField label={t`Time`} type="time" error={errors.time?.message} {...form.register('time')} />
      <TextField
        label={t`Capacity (optional)`}
        type="number"
        inputMode="numeric"
        min={1}
        max={EVENT_LIMITS.capacity}
        step={1}
        hint={t`Seats for members going; when they are taken, others join a waiting list. Leave it empty for no limit.`}
        containerClassName="sm:col-span-2"
        error={errors.capacity?.message}
        {...form.register('capacity')}
      />
      <ChapterSelect
        containerClassName="sm:col-span-2"
        currentId={typeof defaultValues.chapterId === 'string' ? defaultValues.chapterId : null}
        error={errors.chapterId?.message}
        {...form.register('chapterId')}
      />
      <TextField
        label={t({ message: 'Location', context: 'event' })}
        hint={t`A place, or Online.`}
        maxLength={EVENT_LIMITS.location}
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextField
        label={t`Category`}
        hint={t`Pick a suggestion or type your own.`}
        maxLength={EVENT_LIMITS.category}
        autoComplete="off"
        suggestions={EVENT_CATEGORY_SUGGESTIONS}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField
        label={t`Contact email`}
        type="email"
        autoComplete="email"
        spellCheck={false}
        containerClassName="sm:col-span-2"
        error={errors.contactEmail?.message}
        {...form.register('contactEmail')}
      />
      <MarkdownEditor
        label={t`Description`}
        hint={t`Leave a blank line between paragraphs. The buttons write bold, headings, lists, links and pictures.`}
        containerClassName="sm:col-span-2"
        rows={6}
        maxLength={EVENT_LIMITS.description}
        error={errors.description?.message}
        registration={form.register('description')}
        onValueChange={(value) => form.setValue('description', value, { shouldDirty: true })}
        uploadPicture={uploadPicture}
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
      <CheckboxField
        label={t`Online event: people join through the link`}
        className="sm:col-span-2"
        {...form.register('online')}
      />
      <TextField
        label={t`Link to join`}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder={URL_PLACEHOLDER}
        hint={t`The meeting or registration page, starting with https://. For an online event with seats, only members holding a seat see it.`}
        containerClassName="sm:col-span-2"
        error={errors.linkToJoin?.message}
        {...form.register('linkToJoin')}
      />
      <TextField
        label={t`Presenter name`}
        maxLength={EVENT_LIMITS.presenterName}
        error={errors.presenterName?.message}
        {...form.register('presenterName')}
      />
      <TextField
        label={t`Presenter link`}
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder={URL_PLACEHOLDER}
        hint={t`A profile page, e.g. LinkedIn`}
        error={errors.presenterLink?.message}
        {...form.register('presenterLink')}
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
