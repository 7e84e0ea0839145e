import type { Account } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * Until the member follows the link mailed to their address (or to the new address they asked
 * for), the account page says so and offers to send the link again. Not graduate verification.
 */
export function EmailConfirmationNotice({ account }: { account: Account }) {
  const resend = useResendConfirmation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { confirmed, pendingEmail } = account.emailConfirmation;
  if (confirmed && !pendingEmail) return null;
  const currentEmail = account.email;
  const address = pendingEmail ?? currentEmail;

  const sendAgain = async () => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await resend.mutateAsync()).message });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, t`The link could not be sent. Please try again.`) });
    }
  };

  return (
    <section
      aria-labelledby="email-confirmation"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 sm:p-8"
    >
      <h2 id="email-confirmation" className="text-xl font-bold">
        <Trans>Confirm your e-mail address</Trans>
      </h2>
      <p>
        {pendingEmail
          ? t`You asked to sign in with ${pendingEmail}. Follow the link we mailed there to make the change; until then you sign in with ${currentEmail}.`
          : t`We mailed a link to ${address}. Follow it to confirm that the address is yours, so the association can reach you.`}
      </p>
      <p>
        <Trans>No mail? Check the spam folder, or ask for a new link.</Trans>
      </p>
      <div>
        <Button variant="secondary" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? t`Sending…` : t`Send again`}
        </Button>
      </div>
      <p role="status" className={outcome?.ok === false ? 'font-semibold text-red-800' : 'font-semibold'}>
        {outcome?.message}
      </p>
    </section>
  );
}
