import type { MailSettings as Settings } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { failureMessage } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useMailSettings, useUpdateMailSettings } from '../api/mail-settings';

interface MailChoice {
  key: keyof Settings;
  label: string;
  description: string;
}

/** Built when shown, so each text is in the language shown. */
function mailChoices(): MailChoice[] {
  return [
    {
      key: 'messageNotices',
      label: t`Unread messages`,
      description: t`A mail when a message has waited unread for a while (one per conversation until you read it).`,
    },
    { key: 'digest', label: t`Weekly digest`, description: t`New events, jobs and stories, every Monday morning.` },
    {
      key: 'announcements',
      label: t`Announcements`,
      description: t`News the association sends to your batch or to all.`,
    },
  ];
}

function Choice({ choice, settings }: { choice: MailChoice; settings: Settings }) {
  const id = useId();
  const update = useUpdateMailSettings();
  const checked = update.isPending ? Boolean(update.variables?.[choice.key]) : settings[choice.key];
  return (
    <li className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-blue-700"
        checked={checked}
        disabled={update.isPending}
        aria-describedby={`${id}-description`}
        onChange={(event) => {
          const on = event.target.checked;
          update.mutate(
            { [choice.key]: on },
            {
              onSuccess: () => {
                const label = choice.label;
                showToast(on ? t`${label}: on` : t`${label}: off`);
              },
              onError: (error) =>
                showToast(failureMessage(error, t`Your choice could not be saved. Try again.`), 'error'),
            },
          );
        }}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="font-medium text-slate-900">
          {choice.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {choice.description}
        </p>
      </div>
    </li>
  );
}

/** The switches of the e-mail settings page: the mails a member may turn off, each saved at once. */
export function MailSettings() {
  const settings = useMailSettings();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Mails you may turn off</Trans>
      </h2>
      {settings.isPending ? (
        <LoadingState message={t`Loading your e-mail settings...`} />
      ) : settings.isError ? (
        <ErrorState message={t`Failed to load your e-mail settings.`} onRetry={() => settings.refetch()} />
      ) : (
        <ul className="flex flex-col gap-4">
          {mailChoices().map((choice) => (
            <Choice key={choice.key} choice={choice} settings={settings.data} />
          ))}
        </ul>
      )}
    </section>
  );
}
