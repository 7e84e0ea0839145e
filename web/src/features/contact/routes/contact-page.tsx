import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { PageHeader } from '@/ui/page-header';
import { ContactForm } from '../components/contact-form';
import { SentMessages } from '../components/sent-messages';

function Confirmation({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the confirmation, where the form they sent was.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-xl border border-green-700 bg-green-50 px-4 py-3 text-green-900 focus:outline-2 focus:outline-offset-2 focus:outline-green-800"
    >
      <p className="font-semibold">
        <Trans>Message sent</Trans>
      </p>
      <p>{message}</p>
    </div>
  );
}

/**
 * /contact: Contact to Principal. Any signed-in member may write, pending ones too (it is how they
 * ask about verification); a visitor (or a suspended member, signed out) writes with a name and an
 * e-mail address to reply to (decision 0029).
 */
export function ContactPage() {
  const { isAuthenticated } = useAuth();
  const [confirmation, setConfirmation] = useState<{ message: string; key: number } | null>(null);

  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Contact to Principal`}
        description={
          isAuthenticated
            ? t`Write to the Principal’s office of the association: questions about your verification, your records, or anything else. The reply comes to the e-mail address of your account.`
            : t`Write to the Principal’s office of the association: questions, gifts, or anything else. The reply comes to the e-mail address you give.`
        }
      />
      {confirmation && <Confirmation key={confirmation.key} message={confirmation.message} />}
      <section
        aria-label={t`New message`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <ContactForm
          key={String(isAuthenticated)}
          visitor={!isAuthenticated}
          onSent={(message) => setConfirmation({ message, key: Date.now() })}
        />
      </section>
      {isAuthenticated && (
        <section aria-labelledby="sent-messages" className="flex flex-col gap-4">
          <h2 id="sent-messages" className="text-xl font-bold text-slate-900">
            <Trans>Messages you have sent</Trans>
          </h2>
          <SentMessages />
        </section>
      )}
    </div>
  );
}
