import { ADMIN_LIMITS, type ContactInput, contactInputSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { useSendContactMessage } from '../api/send-message';

const FIELDS = ['subject', 'message'] as const;
const EMPTY: ContactInput = { subject: '', message: '' };

/** Subject and message to the Principal's office; `onSent` gets the server's confirmation. */
export function ContactForm({ onSent }: { onSent: (confirmation: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    send.mutate(body, {
      onSuccess: ({ message }) => {
        const confirmation = message || 'Your message has been sent.';
        showToast(confirmation);
        form.reset(EMPTY);
        onSent(confirmation);
      },
      onError: (error) => {
        // 429 says how long to wait, in the server's words.
        setFailure(failureMessage(error, 'Your message could not be sent. Please try again.'));
        applyServerFieldErrors(error, FIELDS, form.setError);
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="Subject"
        maxLength={ADMIN_LIMITS.contactSubject}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label="Message"
        rows={8}
        maxLength={ADMIN_LIMITS.contactMessage}
        hint={`At most ${ADMIN_LIMITS.contactMessage.toLocaleString('en-IN')} characters. The reply comes to your e-mail address.`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
