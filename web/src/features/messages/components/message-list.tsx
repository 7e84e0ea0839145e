import type { Message } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { MessageBubble } from './message-bubble';

export interface OlderMessages {
  hasOlder: boolean;
  isLoading: boolean;
  failed: boolean;
  load: () => void;
}

/** Within this many pixels of the end, a new message scrolls into view; further up, the reader is left alone. */
const NEAR_BOTTOM_PX = 120;

interface ScrollSnapshot {
  firstId: string | undefined;
  lastId: string | undefined;
  scrollHeight: number;
  scrollTop: number;
}

/**
 * The conversation, oldest first, in its own scrolling box that opens at the newest message. The
 * box is sized so that, with the page's header above and the message field below, it all fits the
 * screen.
 * Older messages load when the reader scrolls to the top (or presses "Load older messages"),
 * without moving what they were reading; a new message scrolls into view only when the reader
 * was already at the end, or sent it.
 */
export function MessageList({
  messages,
  partnerId,
  partnerName,
  older,
}: {
  messages: Message[];
  partnerId: string;
  partnerName: string;
  older: OlderMessages;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const snapshot = useRef<ScrollSnapshot | null>(null);
  const loadOlder = useRef(older.load);
  useLayoutEffect(() => {
    loadOlder.current = older.hasOlder && !older.isLoading ? older.load : () => undefined;
  });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const firstId = messages[0]?._id;
    const last = messages.at(-1);
    const before = snapshot.current;
    if (!before) {
      scroller.scrollTop = scroller.scrollHeight;
    } else if (firstId !== before.firstId && last?._id === before.lastId) {
      // Older messages went in above: keep the ones being read where they were.
      scroller.scrollTop = before.scrollTop + (scroller.scrollHeight - before.scrollHeight);
    } else if (last?._id !== before.lastId && (nearBottom.current || last?.senderId !== partnerId)) {
      scroller.scrollTop = scroller.scrollHeight;
    }
    snapshot.current = {
      firstId,
      lastId: last?._id,
      scrollHeight: scroller.scrollHeight,
      scrollTop: scroller.scrollTop,
    };
  }, [messages, partnerId]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const sentinel = sentinelRef.current;
    if (!older.hasOlder || !scroller || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder.current();
      },
      { root: scroller, rootMargin: '160px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [older.hasOlder]);

  function onScroll() {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    nearBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    if (snapshot.current) {
      snapshot.current = { ...snapshot.current, scrollHeight: scroller.scrollHeight, scrollTop: scroller.scrollTop };
    }
  }

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-live="polite"
      aria-label={t`Messages with ${partnerName}`}
      aria-busy={older.isLoading}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus, or keyboard users cannot scroll the history
      tabIndex={0}
      onScroll={onScroll}
      className="h-[calc(100dvh-28rem)] min-h-64 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:h-[calc(100dvh-31rem)] sm:p-4"
    >
      {older.hasOlder && (
        <div className="mb-4 flex flex-col items-center gap-2">
          <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
          {older.failed && !older.isLoading && (
            <p role="alert" className="text-center text-sm font-medium text-red-800">
              <Trans>Older messages could not be loaded. Please try again.</Trans>
            </p>
          )}
          {/* aria-disabled, not disabled: a keyboard user who pressed it keeps the focus. */}
          <Button variant="secondary" aria-disabled={older.isLoading} onClick={() => loadOlder.current()}>
            {older.isLoading ? <Trans>Loading older messages...</Trans> : <Trans>Load older messages</Trans>}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="flex h-full items-center justify-center text-center text-slate-700">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message._id}
              message={message}
              mine={message.senderId !== partnerId}
              partnerName={partnerName}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
