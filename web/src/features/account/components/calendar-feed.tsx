import { useId } from 'react';
import { useCalendarFeed, useResetCalendarFeed } from '@/features/events/api/calendar-feed';
import { failureMessage } from '@/lib/api';
import { formatInstantDay } from '@/lib/instants';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { SettingsSection } from './settings-section';

/**
 * The member's private calendar feed of the events they register for. Only a hash of its secret
 * is kept, so the address is shown once, right after it is made; making a new one ends the old.
 */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const urlId = useId();
  const madeUrl = reset.data?.url ?? null;
  const createdAt = feed.data?.createdAt ?? null;

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
      ) : madeUrl ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            Your calendar link
          </label>
          <input
            id={urlId}
            readOnly
            value={madeUrl}
            onFocus={(focusEvent) => focusEvent.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900"
          />
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={madeUrl} label="calendar link" />
          </div>
          <p className="text-sm text-slate-700">
            Copy it now: it is shown only this once. Add it to your calendar app as a calendar “from URL”.
          </p>
        </div>
      ) : createdAt ? (
        <p className="text-sm text-slate-800">
          You made your calendar link on <time dateTime={createdAt}>{formatInstantDay(createdAt)}</time>. It is shown
          only when made: if you lost it, make a new one (the old one stops working).
        </p>
      ) : null}
      {reset.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureMessage(reset.error, 'Failed to make a calendar link. Please try again.')}
        </p>
      )}
      {!feed.isPending && !feed.isError && (
        <Button
          variant="secondary"
          disabled={reset.isPending}
          onClick={() => reset.mutate()}
          className="w-full sm:w-auto sm:self-start"
        >
          {reset.isPending ? 'Making the link...' : createdAt ? 'Make a new calendar link' : 'Make my calendar link'}
        </Button>
      )}
    </SettingsSection>
  );
}
