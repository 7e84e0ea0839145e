import { MENTORING_LIMITS } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField } from '@/ui/form-fields';
import { useAskForMentoring } from '../api';
import { mentoringPath } from '../paths';

/** On a mentor's profile: "Ask for mentoring" opens a short note, sent as the request. */
export function AskForMentoring({ mentorId, mentorName }: { mentorId: string; mentorName: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const ask = useAskForMentoring();
  const formId = useId();

  if (ask.isSuccess) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>
          Your request was sent to {mentorName}.{' '}
          <Link to={mentoringPath} className="font-medium text-blue-700 underline underline-offset-4">
            See your mentoring requests
          </Link>
        </Trans>
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} aria-controls={formId} aria-expanded={false}>
        <Trans>Ask for mentoring</Trans>
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ mentorId, message });
  };
  return (
    <form id={formId} onSubmit={submit} className="flex w-full flex-col gap-3 text-left" noValidate>
      <TextAreaField
        label={t`Your note to ${mentorName}`}
        hint={t`Say what you would like help with. If they accept, it starts your chat.`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={MENTORING_LIMITS.message}
        rows={4}
        required
        autoFocus
      />
      <FormAlert message={ask.isError ? failureMessage(ask.error, t`Your request could not be sent.`) : null} />
      <div className="flex gap-3">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t`Sending…` : t`Send request`}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
