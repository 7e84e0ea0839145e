import { OPENID_APP_LIMITS, type OpenIdApp, type OpenIdAppCredentials } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAdminApps, useCreateApp, useDisableApp, useRotateSecret } from '../api';

const CARD_CLASSES = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The server's word on a field (for the list of addresses, on any of them). */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError
    ? error.fieldErrors.find((item) => item.path === field || item.path.startsWith(`${field}.`))?.message
    : undefined;
}

/** A client's id and secret, shown once: the server keeps only the secret's hash. */
function Credentials({ credentials }: { credentials: OpenIdAppCredentials }) {
  const { t } = useLingui();
  const name = credentials.app.name;
  return (
    <section
      aria-labelledby="app-credentials"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="app-credentials" className="text-lg font-bold text-slate-900">
        <Trans>The secret of {name}</Trans>
      </h2>
      <p className="text-slate-800">
        <Trans>Copy the secret now and give it to the application’s administrator: it is not shown again.</Trans>
      </p>
      <dl className="grid gap-2 text-sm">
        <dt className="font-semibold text-slate-900">{t`Client ID`}</dt>
        <dd className="font-mono break-all text-slate-900">{credentials.clientId}</dd>
        <dt className="font-semibold text-slate-900">{t`Client secret`}</dt>
        <dd className="font-mono break-all text-slate-900">{credentials.clientSecret}</dd>
      </dl>
    </section>
  );
}

function AddAppForm({ onCreated }: { onCreated: (credentials: OpenIdAppCredentials) => void }) {
  const { t } = useLingui();
  const create = useCreateApp();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const redirectUris = uris
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    create.mutate(
      { name, redirectUris },
      {
        onSuccess: ({ data }) => {
          setName('');
          setUris('');
          onCreated(data);
        },
      },
    );
  };
  return (
    <section aria-labelledby="add-app" className={CARD_CLASSES}>
      <h2 id="add-app" className="text-lg font-bold text-slate-900">
        <Trans>Register an application</Trans>
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t`Name`}
          name="name"
          hint={t`Members see it on the consent page, for example Central library`}
          maxLength={OPENID_APP_LIMITS.name}
          value={name}
          error={create.isError ? fieldError(create.error, 'name') : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t`Redirect URIs`}
          name="redirectUris"
          hint={t`One per line, https, all on one host: where the application receives the sign-in`}
          rows={3}
          value={uris}
          error={create.isError ? fieldError(create.error, 'redirectUris') : undefined}
          onChange={(event) => setUris(event.target.value)}
        />
        <FormAlert
          message={create.isError ? failureMessage(create.error, t`The application could not be registered.`) : null}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t`Registering…` : t`Register application`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function AppRow({ app, onRotated }: { app: OpenIdApp; onRotated: (credentials: OpenIdAppCredentials) => void }) {
  const { t } = useLingui();
  const rotate = useRotateSecret();
  const disable = useDisableApp();
  const [confirming, setConfirming] = useState(false);
  const { name } = app;
  const failure = rotate.isError
    ? failureMessage(rotate.error, t`A new secret could not be made.`)
    : disable.isError
      ? failureMessage(disable.error, t`The application could not be disabled.`)
      : null;
  return (
    <li className={CARD_CLASSES}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{name}</h2>
        {app.disabled && (
          <Badge tone="amber">
            <Trans>Disabled</Trans>
          </Badge>
        )}
      </div>
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold text-slate-900">{t`Client ID`}</dt>
        <dd className="font-mono break-all text-slate-800">{app.clientId}</dd>
        <dt className="font-semibold text-slate-900">{t`Redirect URIs`}</dt>
        {app.redirectUris.map((uri) => (
          <dd key={uri} className="font-mono break-all text-slate-800">
            {uri}
          </dd>
        ))}
      </dl>
      <FormAlert message={failure} />
      {!app.disabled && (
        <div className="flex flex-wrap items-start gap-2 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(app.id, { onSuccess: ({ data }) => onRotated(data) })}
          >
            {t`New secret`}
            <span className="sr-only"> {name}</span>
          </Button>
          {confirming ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm text-slate-800">
                <Trans>
                  Disable this application? Nobody can sign in to it with the portal any more, and its tokens stop
                  working.
                </Trans>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" disabled={disable.isPending} onClick={() => disable.mutate(app.id)}>
                  {t`Yes, disable`}
                  <span className="sr-only"> {name}</span>
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  <Trans>Keep it</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t`Disable`}
              <span className="sr-only"> {name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** /admin/apps: the applications that sign their users in with the portal (each change audited). */
export function AdminAppsPage() {
  const { t } = useLingui();
  const apps = useAdminApps();
  const [credentials, setCredentials] = useState<OpenIdAppCredentials | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Applications`}
        description={t`Services that sign alumni in with the portal, such as the library or a forum. Members are asked before anything is shared.`}
      />
      {credentials && <Credentials credentials={credentials} />}
      <AddAppForm onCreated={setCredentials} />
      {apps.isPending ? (
        <LoadingState message={t`Loading applications…`} />
      ) : apps.isError ? (
        <ErrorState
          message={failureMessage(apps.error, t`The applications could not be loaded.`)}
          onRetry={apps.refetch}
        />
      ) : apps.data.length === 0 ? (
        <EmptyState message={t`No applications yet.`} />
      ) : (
        <ul aria-label={t`All applications`} className="grid gap-4 lg:grid-cols-2">
          {apps.data.map((app) => (
            <AppRow key={app.id} app={app} onRotated={setCredentials} />
          ))}
        </ul>
      )}
    </div>
  );
}
