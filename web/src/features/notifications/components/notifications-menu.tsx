import { clockOptions, type Notification } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { intlLocale, whenPageMessagesLoaded } from '@/lib/i18n';
import { itemsOf } from '@/lib/pagination';
import { useNotifications } from '../api/get-notifications';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { mailSettingsPath } from '../paths';

/** One formatter per language (en-IN, bn-IN), made on first use. */
const formats = new Map<string, { when: Intl.DateTimeFormat; count: Intl.NumberFormat }>();
function formatsNow() {
  const locale = intlLocale();
  let made = formats.get(locale);
  if (!made) {
    made = {
      when: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...clockOptions(locale) }),
      count: new Intl.NumberFormat(locale),
    };
    formats.set(locale, made);
  }
  return made;
}

/** "3" ("৩" in Bengali), and "99+" beyond 99. */
function formatCount(count: number): string {
  const { count: format } = formatsNow();
  return count > 99 ? `${format.format(99)}+` : format.format(count);
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function NoticeItem({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const content = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={cn('text-sm text-slate-900', !notice.read && 'font-semibold')}>
          {!notice.read && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{' '}
            </span>
          )}
          {notice.title}
        </span>
        {!notice.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-700" />}
      </span>
      {notice.body && <span className="line-clamp-2 text-sm text-slate-700">{notice.body}</span>}
      <time dateTime={notice.createdAt} className="text-xs text-slate-600">
        {formatsNow().when.format(new Date(notice.createdAt))}
      </time>
    </>
  );
  const classes = 'flex flex-col gap-1 rounded-md px-3 py-2 text-left hover:bg-slate-100';
  return (
    <li>
      {notice.link ? (
        <Link to={notice.link} className={classes} onClick={() => onOpen(notice)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={cn(classes, 'w-full')} onClick={() => onOpen(notice)}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * The header's notifications: a button with the unread count ("Notifications, 2 unread") that
 * opens a panel of the latest notices, each leading where it concerns. Escape or a click outside
 * closes it and gives focus back to the button. `live`: the event stream keeps the count current
 * (verified members); otherwise it is asked for again now and then.
 */
export function NotificationsMenu({
  live,
  label,
  labelWithUnread,
}: {
  live: boolean;
  /** The button's words, from the header (the shell's catalogue, loaded with the first view). */
  label: string;
  /** Its name with unread notices: "Notifications, 2 unread". */
  labelWithUnread: (count: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const unread = useUnreadNotifications({ live });
  const list = useNotifications({ enabled: open });
  const markRead = useMarkNotificationsRead();
  const notices = itemsOf(list.data?.pages);
  // The panel's words are this feature's: its catalogue, which otherwise comes with the first
  // lazy page, is fetched when the panel first opens (the button's words are the header's).
  useEffect(() => {
    if (open) void whenPageMessagesLoaded();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // The header's phone menu also closes on Escape: this panel closes first.
      event.stopImmediatePropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
    function closeOnOutside(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', closeOnEscape, true);
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape, true);
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, [open]);

  function openNotice(notice: Notification) {
    if (!notice.read) markRead.mutate({ ids: [notice._id] });
    setOpen(false);
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? labelWithUnread(unread) : label}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-base whitespace-nowrap font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:w-auto lg:px-2.5 lg:text-sm"
      >
        <BellIcon />
        <span className="lg:sr-only">{label}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
          >
            {formatCount(unread)}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="z-20 mt-1 flex max-h-[70vh] w-full flex-col overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:right-0 lg:w-96"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-1">
            <h2 id={headingId} className="text-base font-bold text-slate-900">
              <Trans>Notifications</Trans>
            </h2>
            {unread > 0 && (
              <button
                type="button"
                className="rounded-md px-2 py-1 text-sm font-semibold text-blue-800 hover:bg-blue-50"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
              >
                <Trans>Mark all as read</Trans>
              </button>
            )}
          </div>
          {list.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-700">
              <Trans>Loading notifications…</Trans>
            </p>
          ) : list.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-800">
              <Trans>Failed to load notifications.</Trans>{' '}
              <button type="button" className="font-semibold underline" onClick={() => list.refetch()}>
                <Trans>Try again</Trans>
              </button>
            </p>
          ) : notices.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">
              <Trans>No notifications yet.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {notices.map((notice) => (
                <NoticeItem key={notice._id} notice={notice} onOpen={openNotice} />
              ))}
            </ul>
          )}
          {list.hasNextPage && (
            <button
              type="button"
              className="mx-3 my-1 rounded-md px-2 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Trans>Loading more…</Trans> : <Trans>Show older notifications</Trans>}
            </button>
          )}
          <Link
            to={mailSettingsPath}
            className="mx-3 mt-1 border-t border-slate-200 pt-2 text-sm text-slate-700 underline"
            onClick={() => setOpen(false)}
          >
            <Trans>E-mail settings</Trans>
          </Link>
        </section>
      )}
    </div>
  );
}
