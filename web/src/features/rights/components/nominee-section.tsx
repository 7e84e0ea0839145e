import { type Nominee, type NomineeInput, RIGHTS_LIMITS } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@/lib/api';
import { useFormSubmit } from '@/lib/form-submit';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useNominee, useRemoveNominee, useSetNominee } from '../api/nominee';

const SECTION = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function NomineeForm({ nominee, onDone }: { nominee: Nominee | null; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSetNominee();
  const form = useForm<NomineeInput>({
    defaultValues: {
      name: nominee?.name ?? '',
      email: nominee?.email ?? '',
      relationship: nominee?.relationship ?? '',
    },
  });
  const { errors } = form.formState;
  const { submit, failure } = useFormSubmit(form, {
    fields: ['name', 'email', 'relationship'],
    failure: t`Your nominee could not be saved. Please try again.`,
    onSubmit: async (body) => {
      const { message } = await save.mutateAsync(body);
      showToast(message || t`Your nominee is saved.`);
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t`Nominee's name`}
        autoComplete="off"
        maxLength={RIGHTS_LIMITS.nomineeName}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t`Nominee's e-mail`}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t`Relationship (optional)`}
        maxLength={RIGHTS_LIMITS.nomineeRelationship}
        error={errors.relationship?.message}
        {...form.register('relationship')}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving…` : t`Save nominee`}
        </Button>
        {nominee && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Nominate": a person to exercise the member's rights if the member cannot (decision 0059). */
export function NomineeSection() {
  const { t } = useLingui();
  const headingId = useId();
  const nominee = useNominee();
  const remove = useRemoveNominee();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  let body: React.ReactNode;
  if (nominee.isPending) body = <LoadingState message={t`Loading your nominee...`} />;
  else if (nominee.isError) {
    body = <ErrorState message={t`Failed to load your nominee.`} onRetry={() => nominee.refetch()} />;
  } else if (editing || nominee.data === null) {
    body = <NomineeForm key={nominee.dataUpdatedAt} nominee={nominee.data} onDone={() => setEditing(false)} />;
  } else {
    const { name, email, relationship } = nominee.data;
    body = (
      <>
        <p className="text-slate-800">
          <span className="font-medium text-slate-900">{name}</span> ({email}){relationship ? `, ${relationship}` : ''}
        </p>
        <FormAlert message={failure} />
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t`Change nominee`}
          </Button>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => {
              setFailure(null);
              remove.mutate(undefined, {
                onSuccess: ({ message }) => showToast(message || t`Your nominee is removed.`),
                onError: (error) => setFailure(failureMessage(error, t`Your nominee could not be removed. Try again.`)),
              });
            }}
          >
            {t`Remove nominee`}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Your nominee</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          A person who may exercise these rights for you if you cannot. Only you and the association see it.
        </Trans>
      </p>
      {body}
    </section>
  );
}
