import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useCalendarFeed, useResetCalendarFeed } from '@/features/events/api/calendar-feed';
import { failureMessage } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { SettingsSection } from './settings-section';

/**
 * The member's private calendar feed of the events they register for: its secret link, always
 * shown (the server makes it on first visit), and a way to replace it when it leaked.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const urlId = useId();
  // Without PUBLIC_URL the server answers a path (it never takes a host from a request's headers).
  const url = feed.data ? new URL(feed.data.url, window.location.origin).href : '';

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
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            <Trans>Your calendar link</Trans>
          </label>
          <input
            id={urlId}
            readOnly
            value={url}
            onFocus={(focusEvent) => focusEvent.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={url} label={t`calendar link`} />
          </div>
          <p className="text-sm text-slate-700">
            <Trans>
              Add it to your calendar app as a calendar “from URL”. Made on{' '}
              <time dateTime={feed.data.createdAt}>{formatInstantDay(feed.data.createdAt)}</time>.
            </Trans>
          </p>
          {reset.isError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {failureMessage(reset.error, t`Failed to make a new calendar link. Please try again.`)}
            </p>
          )}
          <Button
            variant="secondary"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () =>
                  showToast(t`New calendar link made: the old one no longer works. Update your calendar app.`),
              })
            }
            className="w-full sm:w-auto sm:self-start"
          >
            {reset.isPending ? t`Making a new link...` : t`Make a new link (the old one stops working)`}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
