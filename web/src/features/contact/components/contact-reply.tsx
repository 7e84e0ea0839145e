import { ADMIN_LIMITS, type AdminContactMessage } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/lib/form-submit';
import { formatInstant } from '@/lib/instants';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField } from '@/ui/form-fields';
import { useReplyToContactMessage } from '../api/reply';

/** The admins' answer, kept under the message it answers. */
export function ContactReplyShown({ reply }: { reply: NonNullable<AdminContactMessage['reply']> }) {
  const admin = reply.repliedBy;
  const when = formatInstant(reply.repliedAt);
  return (
    <section className="flex flex-col gap-2 rounded-lg border-l-4 border-blue-700 bg-slate-50 px-4 py-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>
          Answered by {admin} <time dateTime={reply.repliedAt}>{when}</time>
        </Trans>
      </h3>
      <p className="break-words whitespace-pre-line text-slate-800">{reply.message}</p>
    </section>
  );
}

/** "Answer": a form that mails the answer to the sender and keeps it with the message. */
export function ContactReplyForm({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const reply = useReplyToContactMessage();
  const form = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const { submit, failure } = useFormSubmit(form, {
    fields: ['message'],
    failure: t`The answer could not be sent. Please try again.`,
    onSubmit: async (values) => {
      await reply.mutateAsync({ id: message._id, message: values.message });
    },
  });
  const { email } = message.sender;
  const { subject } = message;

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Answer</Trans>
        <span className="sr-only"> {message.subject}</span>
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={t`Your answer to ${subject}`}
        rows={5}
        maxLength={ADMIN_LIMITS.contactReply}
        hint={t`Mailed to ${email} with their message quoted, and kept here under it. Plain text.`}
        error={form.formState.errors.message?.message}
        autoFocus
        {...form.register('message')}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? <Trans>Sending…</Trans> : <Trans>Send answer</Trans>}
        </Button>
        <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
