import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { failureMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { LoadingState } from '@/ui/page-state';
import { useConfirmEmail } from '../api/mail-links';
import { AuthCard } from '../components/auth-card';
import { tokenFromHash } from '../paths';

/** Opened from the "confirm your address" mail: confirms the address the link was sent to. */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const token = tokenFromHash(useLocation().hash);
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: the link works once, so a second request would report it as used.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <AuthCard
      title={t`Confirm your e-mail address`}
      description={t`The link from your mail confirms that the address is yours.`}
    >
      {!token ? (
        <FormAlert message={t`This link is incomplete. Open it again from the mail.`} />
      ) : confirm.isSuccess ? (
        <div role="status" className="rounded-xl border border-green-300 bg-green-50 px-4 py-4 text-green-950">
          <p>{confirm.data.message}</p>
        </div>
      ) : confirm.isError ? (
        <FormAlert message={failureMessage(confirm.error, t`Your address could not be confirmed. Please try again.`)} />
      ) : (
        <LoadingState message={t`Confirming your address…`} />
      )}
      <ButtonLink to={paths.account.path} variant="secondary" className="w-full">
        <Trans>Go to my account</Trans>
      </ButtonLink>
    </AuthCard>
  );
}
