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

  return (
    <SettingsSection
      title="Calendar feed"
      description="Subscribe to the events you register for in your calendar app (Google Calendar, Outlook, Apple Calendar) with a private link. Anyone who has the link sees those events, so keep it to yourself."
    >
      {feed.isPending ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : feed.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureMessage(feed.error, 'Failed to load your calendar feed. Please try again later.')}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            Your calendar link
          </label>
          <input
            id={urlId}
            readOnly
            value={feed.data.url}
            onFocus={(focusEvent) => focusEvent.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={feed.data.url} label="calendar link" />
          </div>
          <p className="text-sm text-slate-700">
            Add it to your calendar app as a calendar “from URL”. Made on{' '}
            <time dateTime={feed.data.createdAt}>{formatInstantDay(feed.data.createdAt)}</time>.
          </p>
          {reset.isError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {failureMessage(reset.error, 'Failed to make a new calendar link. Please try again.')}
            </p>
          )}
          <Button
            variant="secondary"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () =>
                  showToast('New calendar link made: the old one no longer works. Update your calendar app.'),
              })
            }
            className="w-full sm:w-auto sm:self-start"
          >
            {reset.isPending ? 'Making a new link...' : 'Make a new link (the old one stops working)'}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
