import type { ConnectedApp } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useConnectedApps, useRevoke } from '../api';
import { ScopeList } from './scope-list';

function AppRow({ app }: { app: ConnectedApp }) {
  const { t } = useLingui();
  const revoke = useRevoke();
  const { name } = app;
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <h3 className="font-semibold break-words text-slate-900">{name}</h3>
      <ScopeList scopes={app.scopes} label={t`What ${name} receives`} />
      <FormAlert
        message={revoke.isError ? failureMessage(revoke.error, t`The permission could not be taken back.`) : null}
      />
      <div>
        <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(app)}>
          {t`Take permission back`}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The account page's list of applications the member lets sign them in with the portal. */
export function ConnectedApps() {
  const { t } = useLingui();
  const apps = useConnectedApps();
  return (
    <section
      aria-labelledby="connected-apps"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="connected-apps" className="text-lg font-semibold text-slate-900">
          <Trans>Applications you signed in to</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Services that sign you in with your portal account. Taking the permission back signs you out of them.
          </Trans>
        </p>
      </div>
      {apps.isPending ? (
        <LoadingState message={t`Loading applications…`} />
      ) : apps.isError ? (
        <ErrorState
          message={failureMessage(apps.error, t`The applications could not be loaded.`)}
          onRetry={apps.refetch}
        />
      ) : apps.data.length === 0 ? (
        <p className="text-slate-700">
          <Trans>You have not allowed any application.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {apps.data.map((app) => (
            <AppRow key={app.clientId} app={app} />
          ))}
        </ul>
      )}
    </section>
  );
}
