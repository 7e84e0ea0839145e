import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/lib/form-submit';
import { formatInstant } from '@/lib/instants';
import { Button } from './button';
import { FormAlert, TextAreaField } from './form-fields';

/**
 * An admin's answer, kept under what it answers (a message to the association, a member's privacy
 * request): who answered, when, and the text as written.
 */
export function AnswerShown({ by, at, text }: { by: string; at: string; text: string }) {
  const when = formatInstant(at);
  return (
    <section className="flex flex-col gap-2 rounded-lg border-l-4 border-blue-700 bg-slate-50 px-4 py-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>
          Answered by {by} <time dateTime={at}>{when}</time>
        </Trans>
      </h3>
      <p className="break-words whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

/**
 * "Answer": a button that opens a plain-text form for an admin's answer to `subject`, which `send`
 * mails (the caller says where in `hint`). The server's messages about the text (its `field` in the
 * API's body) show under it; any other failure above the buttons, with the text kept.
 */
export function AnswerForm({
  subject,
  hint,
  field,
  maxLength,
  send,
  sending,
}: {
  subject: string;
  hint: string;
  field: string;
  maxLength: number;
  send: (text: string) => Promise<unknown>;
  sending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<Record<string, string>>({ defaultValues: { [field]: '' } });
  const { submit, failure } = useFormSubmit(form, {
    fields: [field],
    failure: t`The answer could not be sent. Please try again.`,
    onSubmit: async (values) => {
      await send(values[field] ?? '');
    },
  });

  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Trans>Answer</Trans>
          <span className="sr-only"> {subject}</span>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={t`Your answer to ${subject}`}
        rows={5}
        maxLength={maxLength}
        hint={hint}
        error={form.formState.errors[field]?.message}
        autoFocus
        {...form.register(field)}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send answer</Trans>}
        </Button>
        <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
