import { type Mailing, NOTIFICATION_LIMITS } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldMessageText } from '@/lib/field-messages';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { formatInstantDay } from '@/lib/instants';
import { useInstitution } from '@/lib/institution';
import { itemsOf } from '@/lib/pagination';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { ProgrammeOptions } from '@/ui/programme-options';
import { useAnnounce, useMailings, useSendDigest } from '../api/mailings';

const yearOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A multiple <select> with its label and hint (Ctrl or Cmd to pick several; none = everyone). */
function MultiSelect({
  label,
  hint,
  error,
  children,
  ...selectProps
}: Omit<ComponentProps<'select'>, 'multiple'> & {
  label: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const errorText = useFieldMessageText(error);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        multiple
        size={6}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2 py-1 text-base text-slate-900"
        {...selectProps}
      >
        {children}
      </select>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      )}
    </div>
  );
}

interface AnnouncementValues {
  subject: string;
  body: string;
  audience: { colleges: string[]; programmes: string[]; yearFrom: string; yearTo: string };
}

const EMPTY_ANNOUNCEMENT: AnnouncementValues = {
  subject: '',
  body: '',
  audience: { colleges: [], programmes: [], yearFrom: '', yearTo: '' },
};

/** The fields the server may name (`audience.colleges.0` goes on the colleges). */
const ANNOUNCEMENT_FIELDS = [
  'subject',
  'body',
  'audience.colleges',
  'audience.programmes',
  'audience.yearFrom',
  'audience.yearTo',
] as const;

function AnnouncementForm() {
  const institution = useInstitution();
  const announce = useAnnounce();
  // The server checks the announcement: the form only gathers it.
  const form = useForm<AnnouncementValues>({ defaultValues: EMPTY_ANNOUNCEMENT });
  const { errors } = form.formState;

  const { submit, failure } = useFormSubmit(form, {
    fields: ANNOUNCEMENT_FIELDS,
    failure: t`The announcement could not be sent. Please try again.`,
    onSubmit: async ({ subject, body, audience: { colleges, programmes, yearFrom, yearTo } }) => {
      await announce.mutateAsync({
        subject,
        body,
        audience: {
          ...(colleges.length > 0 ? { colleges } : {}),
          ...(programmes.length > 0 ? { programmes } : {}),
          ...(yearOf(yearFrom) === undefined ? {} : { yearFrom: yearOf(yearFrom) }),
          ...(yearOf(yearTo) === undefined ? {} : { yearTo: yearOf(yearTo) }),
        },
      });
      // The cohort stays chosen for the next announcement.
      form.setValue('subject', '');
      form.setValue('body', '');
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t`Subject`}
        maxLength={NOTIFICATION_LIMITS.announcementSubject}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t`Message`}
        rows={6}
        maxLength={NOTIFICATION_LIMITS.announcementBody}
        hint={t`Plain text: it is mailed exactly as written, line by line.`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          <Trans>Who receives it (leave all empty for every verified member)</Trans>
        </legend>
        <div className="grid gap-4 md:grid-cols-2">
          <MultiSelect
            label={t`Colleges`}
            hint={t`Hold Ctrl (or Cmd) to choose several.`}
            error={errors.audience?.colleges?.message}
            {...form.register('audience.colleges')}
          >
            {institution.colleges.map((college) => (
              <option key={college} value={college}>
                {college}
              </option>
            ))}
          </MultiSelect>
          <MultiSelect
            label={t`Programmes`}
            hint={t`Hold Ctrl (or Cmd) to choose several.`}
            error={errors.audience?.programmes?.message}
            {...form.register('audience.programmes')}
          >
            <ProgrammeOptions groups={institution.programmeGroups} />
          </MultiSelect>
        </div>
        <div className="grid max-w-md grid-cols-2 gap-4">
          <TextField
            label={t`Passed out from`}
            inputMode="numeric"
            error={errors.audience?.yearFrom?.message}
            {...form.register('audience.yearFrom')}
          />
          <TextField
            label={t`Passed out until`}
            inputMode="numeric"
            error={errors.audience?.yearTo?.message}
            {...form.register('audience.yearTo')}
          />
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <div>
        <Button type="submit" disabled={announce.isPending}>
          {announce.isPending ? <Trans>Sending…</Trans> : <Trans>Send announcement</Trans>}
        </Button>
      </div>
    </form>
  );
}

function progressOf(mailing: Mailing): string {
  if (mailing.recipients === 0) return t`Nobody to send to`;
  const queued = mailing.queued.toLocaleString(intlLocale());
  const { recipients } = mailing;
  if (mailing.finished) {
    return plural(recipients, {
      one: `${queued} of # mail queued: done`,
      other: `${queued} of # mails queued: done`,
    });
  }
  return plural(recipients, {
    one: `${queued} of # mail queued so far`,
    other: `${queued} of # mails queued so far`,
  });
}

function MailingList() {
  const mailings = useMailings();
  if (mailings.isPending) return <LoadingState message={t`Loading mailings...`} />;
  if (mailings.isError)
    return <ErrorState message={t`Failed to load the mailings.`} onRetry={() => mailings.refetch()} />;
  const items = itemsOf(mailings.data.pages);
  if (items.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>No announcement or digest has been sent yet.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2">
        {items.map(({ subject, ...mailing }) => (
          <li key={mailing._id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {mailing.kind === 'digest' ? <Trans>Digest: {subject}</Trans> : <Trans>Announcement: {subject}</Trans>}
            </p>
            <p className="text-sm text-slate-700">
              <time dateTime={mailing.createdAt}>{formatInstantDay(mailing.createdAt)}</time>
              {' · '}
              {progressOf({ subject, ...mailing })}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore list={mailings} failureMessage={t`Failed to load more mailings. Please try again.`} />
    </div>
  );
}

/**
 * Mail from the association to its members: an announcement to a cohort, the weekly digest now
 * (it also goes by itself every Monday at 08:00 India time), and how far each has got.
 */
export function MailToMembers() {
  const headingId = useId();
  const digest = useSendDigest();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 border-t border-slate-200 pt-8">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          <Trans>Mail to members</Trans>
        </h2>
        <p className="text-slate-700">
          <Trans>
            Announcements go to verified members who have not turned them off. The weekly digest of new events, jobs and
            stories goes every Monday at 08:00 India time; send it now if you need to.
          </Trans>
        </p>
      </div>
      <AnnouncementForm />
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Weekly digest</Trans>
        </h3>
        <div>
          <Button variant="secondary" disabled={digest.isPending} onClick={() => digest.mutate(undefined)}>
            {digest.isPending ? <Trans>Sending…</Trans> : <Trans>Send the digest now</Trans>}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Sent</Trans>
        </h3>
        <MailingList />
      </div>
    </section>
  );
}
