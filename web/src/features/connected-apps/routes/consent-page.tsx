import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { failureMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { signInReturningTo } from '@/lib/return-path';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useConsent, useDecide } from '../api';
import { ScopeList } from '../components/scope-list';

function Consent({ uid }: { uid: string }) {
  const { t } = useLingui();
  const consent = useConsent(uid);
  const decide = useDecide(uid);
  const alreadyAllowed = consent.data?.alreadyAllowed === true;
  // Allowed before, with nothing new asked: the member goes on without answering again.
  useEffect(() => {
    if (alreadyAllowed && decide.isIdle) decide.mutate(true);
  }, [alreadyAllowed, decide]);

  if (consent.isPending) return <LoadingState message={t`Loading the request…`} />;
  if (consent.isError) {
    return <ErrorState message={failureMessage(consent.error, t`This sign-in request could not be loaded.`)} />;
  }
  const { appName, scopes } = consent.data;
  if (alreadyAllowed && !decide.isError) return <LoadingState message={t`Signing you in to ${appName}…`} />;
  return (
    <section
      aria-labelledby="consent-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="consent-heading" className="text-lg font-bold break-words text-slate-900">
        <Trans>{appName} asks to sign you in with your portal account</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans>If you allow it, {appName} will receive:</Trans>
      </p>
      <ScopeList scopes={scopes} label={t`What ${appName} will receive`} />
      <p className="text-sm text-slate-700">
        <Trans>You can take this permission back at any time on your account page.</Trans>
      </p>
      <FormAlert message={decide.isError ? failureMessage(decide.error, t`Your answer could not be sent.`) : null} />
      <div className="flex flex-wrap gap-3">
        <Button disabled={decide.isPending || decide.isSuccess} onClick={() => decide.mutate(true)}>
          <Trans>Allow</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={decide.isPending || decide.isSuccess}
          onClick={() => decide.mutate(false)}
        >
          <Trans>Don’t allow</Trans>
        </Button>
      </div>
    </section>
  );
}

/**
 * /connect/:uid: an application asks to sign the member in with the portal (decision 0051). A
 * member not signed in signs in first and comes back here; then the page lists what the
 * application will receive, and the answer sends the browser back to it.
 */
export function ConsentPage() {
  const { t } = useLingui();
  const { uid = '' } = useParams();
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to={signInReturningTo(paths.signIn.path, pathname)} replace />;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeader title={t`Sign in with the portal`} />
      <Consent uid={uid} />
    </div>
  );
}
