import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useCalendarFeed, useResetCalendarFeed } from '@/features/events/later';
import { failureMessage } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { SettingsSection } from './settings-section';

/**
 * The member's private calendar feed of the events they register for. The server keeps only a
 * hash of the secret in its link (docs/decisions/0039), so the link is shown once, as it is made,
 * until the member leaves the page; afterwards the section says when it was made and offers a new
 * one, for a second calendar app, a lost link or one that leaked.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const make = useResetCalendarFeed();
  const urlId = useId();
  // The link exists in the answer that made it, and nowhere else. Without PUBLIC_URL it is a path
  // (the server never takes a host from a request's headers), completed with this page's address.
  const madeUrl = make.data ? new URL(make.data.url, window.location.origin).href : null;

  return (
    <SettingsSection
      title={t`Calendar feed`}
      description={t`Subscribe to the events you register for in your calendar app (Google Calendar, Outlook, Apple Calendar) with a private link. Anyone who has the link sees those events, so keep it to yourself.`}
    >
      {feed.isPending ? (
        <p className="text-sm text-slate-700">
          <Trans>Loading...</Trans>
        </p>
      ) : feed.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureMessage(feed.error, t`Failed to load your calendar feed. Please try again later.`)}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {madeUrl ? (
            <>
              <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
                <Trans>Your calendar link</Trans>
              </label>
              <input
                id={urlId}
                readOnly
                value={madeUrl}
                onFocus={(focusEvent) => focusEvent.currentTarget.select()}
                className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
              />
              <div className="flex flex-wrap items-center gap-3">
                <CopyButton text={madeUrl} label={t`calendar link`} />
              </div>
              <p className="text-sm text-slate-700">
                <Trans>
                  Add it to your calendar app as a calendar “from URL” now: for your safety the portal shows it only
                  this once.
                </Trans>
              </p>
            </>
          ) : feed.data.createdAt ? (
            <p className="text-sm text-slate-700">
              <Trans>
                You made your calendar link on{' '}
                <time dateTime={feed.data.createdAt}>{formatInstantDay(feed.data.createdAt)}</time>. For your safety it
                is shown only when it is made: if you need it again, make a new one and add that to your calendar apps.
              </Trans>
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>You have no calendar link yet.</Trans>
            </p>
          )}
          {make.isError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {failureMessage(make.error, t`Failed to make a new calendar link. Please try again.`)}
            </p>
          )}
          <Button
            variant="secondary"
            disabled={make.isPending}
            onClick={() => {
              const replacing = feed.data.createdAt !== null;
              make.mutate(undefined, {
                onSuccess: () =>
                  showToast(
                    replacing
                      ? t`New calendar link made: the old one no longer works. Update your calendar app.`
                      : t`Calendar link made. Add it to your calendar app.`,
                  ),
              });
            }}
            className="w-full sm:w-auto sm:self-start"
          >
            {make.isPending
              ? t`Making a new link...`
              : feed.data.createdAt
                ? t`Make a new link (the old one stops working)`
                : t`Make my calendar link`}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
