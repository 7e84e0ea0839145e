import { type PrivacyRequest, type PrivacyRequestInput, RIGHTS_LIMITS } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/lib/form-submit';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useFileRequest, useMyRequests } from '../api/requests';

const SECTION = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function RequestItem({ request }: { request: PrivacyRequest }) {
  const { t } = useLingui();
  const due = formatInstant(request.dueAt);
  const sent = formatInstant(request.createdAt);
  return (
    <article className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold break-words text-slate-900">{request.subject}</h4>
        {request.state === 'answered' ? (
          <Badge tone="green">{t`Answered`}</Badge>
        ) : (
          <Badge tone="amber">{t`Waiting for an answer`}</Badge>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {request.kind === 'correction' ? t`Correction` : t`Grievance`},{' '}
        <Trans>
          sent {sent}, due by {due}
        </Trans>
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{request.text}</p>
      {request.answer && (
        <section className="flex flex-col gap-1 rounded-lg border-l-4 border-blue-700 bg-slate-50 px-4 py-3">
          <h5 className="text-sm font-semibold text-slate-900">{t`The answer`}</h5>
          <p className="break-words whitespace-pre-line text-slate-800">{request.answer.text}</p>
        </section>
      )}
    </article>
  );
}

/**
 * The privacy page's requests to the grievance officer (decision 0059): a grievance, or a
 * correction of what an admin set; each becomes a ticket with a due date, answered by mail.
 */
export function RequestsSection({ officer }: { officer: ReactNode }) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const requests = useMyRequests();
  const file = useFileRequest();
  const form = useForm<PrivacyRequestInput>({ defaultValues: { kind: 'grievance', subject: '', text: '' } });
  const { errors } = form.formState;
  const { submit, failure } = useFormSubmit(form, {
    fields: ['kind', 'subject', 'text'],
    failure: t`Your request could not be sent. Please try again.`,
    onSubmit: async (body) => {
      const { message } = await file.mutateAsync(body);
      showToast(message || t`Your request has reached the grievance officer.`);
      form.reset();
    },
  });

  let list: ReactNode;
  if (requests.isPending) list = <LoadingState message={t`Loading your requests...`} />;
  else if (requests.isError && !requests.data) {
    list = <ErrorState message={t`Failed to load your requests.`} onRetry={() => requests.refetch()} />;
  } else {
    const items = itemsOf(requests.data.pages);
    list =
      items.length === 0 ? (
        <EmptyState message={t`You have sent no requests.`} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200" aria-labelledby={listId}>
            {items.map((request) => (
              <li key={request._id}>
                <RequestItem request={request} />
              </li>
            ))}
          </ul>
          <LoadMore list={requests} failureMessage={t`Failed to load more. Please try again.`} />
        </>
      );
  }

  return (
    <section id="grievance" aria-labelledby={headingId} className={SECTION}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Grievance officer</Trans>
      </h2>
      {officer}
      <p className="text-sm text-slate-700">
        <Trans>
          Write to the grievance officer here: a grievance, or a correction of what an admin recorded about you (your
          name on the graduate roll, year of passing, programme, college). You will get the answer by e-mail and see it
          below.
        </Trans>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SelectField label={t`What is it about?`} error={errors.kind?.message} {...form.register('kind')}>
          <option value="grievance">{t`A grievance`}</option>
          <option value="correction">{t`A correction of verified data`}</option>
        </SelectField>
        <TextField
          label={t`Subject`}
          maxLength={RIGHTS_LIMITS.requestSubject}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextAreaField
          label={t`Your request`}
          rows={5}
          maxLength={RIGHTS_LIMITS.requestText}
          error={errors.text?.message}
          {...form.register('text')}
        />
        <FormAlert message={failure} />
        <div>
          <Button type="submit" disabled={file.isPending}>
            {file.isPending ? t`Sending…` : t`Send to the grievance officer`}
          </Button>
        </div>
      </form>
      <h3 id={listId} className="font-semibold text-slate-900">
        <Trans>Your requests</Trans>
      </h3>
      {list}
    </section>
  );
}
