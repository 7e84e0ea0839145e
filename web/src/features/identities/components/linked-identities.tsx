import type { OidcProvider } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useMyIdentities, useRemoveProvider, useStartAddingProvider } from '../api/my-identities';

function failed(error: unknown): string {
  return error instanceof ApiError ? error.message : t`Something went wrong. Please try again.`;
}

/**
 * The account page's providers: those linked (each removable, unless it is the last way to sign
 * in) and those that can be added. Nothing when the portal has no provider and none is linked.
 */
export function LinkedIdentities() {
  const identities = useMyIdentities();
  const add = useStartAddingProvider();
  const remove = useRemoveProvider();

  if (identities.isPending) return <LoadingState message={t`Loading sign-in providers…`} />;
  if (identities.isError) {
    return <ErrorState message={failed(identities.error)} onRetry={() => identities.refetch()} />;
  }
  const { linked, available, hasPassword } = identities.data;
  if (linked.length === 0 && available.length === 0) return null;
  const lastWay = !hasPassword && linked.length === 1;

  const startAdding = (provider: OidcProvider) =>
    add.mutate(provider.id, {
      onSuccess: ({ location }) => window.location.assign(location),
      onError: (error) => showToast(failed(error), 'error'),
    });
  const removeOne = (provider: OidcProvider) => {
    const providerName = provider.name;
    remove.mutate(provider.id, {
      onSuccess: () => showToast(t`${providerName} is no longer linked to your account.`),
      onError: (error) => showToast(failed(error), 'error'),
    });
  };

  return (
    <section
      aria-labelledby="sign-in-providers"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="sign-in-providers" className="text-lg font-semibold text-slate-900">
          <Trans>Sign-in providers</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>Sign in with another provider's account instead of your password.</Trans>
        </p>
      </div>
      {linked.length > 0 && (
        <ul className="flex flex-col gap-3">
          {linked.map((identity) => {
            const providerName = identity.provider.name;
            const since = formatInstantDay(identity.linkedAt);
            return (
              <li key={identity.provider.id} className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{providerName}</p>
                  <p className="break-words text-sm text-slate-700">
                    {identity.email ? (
                      <Trans>
                        {identity.email}, linked on {since}
                      </Trans>
                    ) : (
                      <Trans>Linked on {since}</Trans>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={lastWay || remove.isPending}
                  aria-describedby={lastWay ? 'last-way-to-sign-in' : undefined}
                  onClick={() => removeOne(identity.provider)}
                >
                  <Trans>Remove {providerName}</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {lastWay && (
        <p id="last-way-to-sign-in" className="text-sm text-slate-700">
          <Trans>
            This is the last way to sign in to your account, so it cannot be removed. Set a password first with "Forgot
            password?" on the sign-in page.
          </Trans>
        </p>
      )}
      {available.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {available.map((provider) => {
            const providerName = provider.name;
            return (
              <li key={provider.id}>
                <Button variant="secondary" disabled={add.isPending} onClick={() => startAdding(provider)}>
                  <Trans>Link {providerName}</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
