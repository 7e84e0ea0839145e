import { ADMIN_LIMITS, contactInputSchema, type PublicContactInput, publicContactInputSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { useSendContactMessage, useSendVisitorMessage } from '../api/send-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: PublicContactInput = { name: '', email: '', subject: '', message: '' };

/**
 * Subject and message to the association; `onSent` gets the server's confirmation. A visitor
 * (signed out) also gives a name and an e-mail address to reply to (decision 0029).
 */
export function ContactForm({ onSent, visitor }: { onSent: (confirmation: string) => void; visitor: boolean }) {
  const member = useSendContactMessage();
  const guest = useSendVisitorMessage();
  const send = visitor ? guest : member;
  const form = useForm<PublicContactInput>({
    resolver: zodResolver(visitor ? publicContactInputSchema : (contactInputSchema as typeof publicContactInputSchema)),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const maxLength = ADMIN_LIMITS.contactMessage.toLocaleString(intlLocale());

  const { submit, failure } = useFormSubmit(form, {
    fields: FIELDS,
    // 429 says how long to wait, in the server's words.
    failure: t`Your message could not be sent. Please try again.`,
    onSubmit: async (body) => {
      const { message } = visitor
        ? await guest.mutateAsync(body)
        : await member.mutateAsync({ subject: body.subject, message: body.message });
      const confirmation = message || t`Your message has been sent.`;
      showToast(confirmation);
      form.reset(EMPTY);
      onSent(confirmation);
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {visitor && (
        <>
          <TextField
            label={t`Your name`}
            autoComplete="name"
            maxLength={ADMIN_LIMITS.contactName}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t`Your e-mail address`}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </>
      )}
      <TextField
        label={t`Subject`}
        maxLength={ADMIN_LIMITS.contactSubject}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t`Message`}
        rows={8}
        maxLength={ADMIN_LIMITS.contactMessage}
        hint={t`At most ${maxLength} characters. The reply comes to your e-mail address.`}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormAlert message={failure} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </Button>
      </div>
    </form>
  );
}
