import {
  endpoints,
  type Message,
  messageSchema,
  realtimeReadSchema,
  unreadNotificationsSchema,
} from '@alumni/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { authorizationHeaders, failedResponse, parseJsonText, urlOf } from '@/lib/api';

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RealtimeHandlers {
  /** A stream is live (the first one or a new one after a loss). */
  onReady?: (userId: string) => void;
  /** A message sent or received by the user; each _id is reported once. */
  onMessage?: (message: Message) => void;
  /** One of the user's sessions read the conversation with `userId`. */
  onRead?: (userId: string) => void;
  /** The member's unread notice count changed (a new notice, or read in another tab). */
  onNotifications?: (unread: number) => void;
  onStatus?: (status: RealtimeStatus) => void;
}

export interface RealtimeOptions {
  token: string;
  handlers: RealtimeHandlers;
  fetch?: typeof fetch;
  /** Waits before reconnecting after the 1st, 2nd, ... failure in a row; the last one repeats. */
  delaysMs?: readonly number[];
  /** The server writes a comment every 25 s: this long without a byte means the connection is dead. */
  idleTimeoutMs?: number;
  /** 0..1; spreads reconnects so clients dropped together do not return together. */
  random?: () => number;
  /** Whether the tab is in view: a stream replaced by a newer one comes back only where someone looks. */
  isVisible?: () => boolean;
}

export interface RealtimeConnection {
  start(): void;
  stop(): void;
  /** Skips the wait before the next attempt (the browser came back online, the tab came into view). */
  reconnectNow(): void;
  lastEventId(): string | null;
}

export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
const IDLE_TIMEOUT_MS = 60_000;
/** Enough to recognise a replayed message (the server replays at most 500). */
const REMEMBERED_IDS = 1_000;

const readySchema = z.object({ userId: z.string() });

const tabInView = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * One event stream (GET /api/v1/realtime) for a signed-in user, opened with fetch so the token
 * travels in the Authorization header, never in the URL. When the stream ends or fails it is
 * opened again after a growing wait, sending Last-Event-ID (the last message id seen) so the
 * server replays what was missed; a message seen twice is reported once. A 401 means the session
 * is over: the connection stops for good. The server keeps a few streams per member and replaces
 * the oldest ("replaced"): a tab out of view then waits until it is in view again, so that a
 * member's many tabs do not take the streams from each other in turn.
 */
export function createRealtimeConnection(options: RealtimeOptions): RealtimeConnection {
  const { token, handlers } = options;
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const delays = options.delaysMs ?? RECONNECT_DELAYS_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const isVisible = options.isVisible ?? tabInView;

  let running = false;
  let status: RealtimeStatus = 'closed';
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let hasBeenReady = false;
  let lastEventId: string | null = null;
  let replaced = false;
  let waitingForView = false;
  const seenIds = new Set<string>();

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    handlers.onStatus?.(next);
  }

  function remember(id: string): boolean {
    if (seenIds.has(id)) return false;
    seenIds.add(id);
    if (seenIds.size > REMEMBERED_IDS) {
      const oldest = seenIds.values().next();
      if (!oldest.done) seenIds.delete(oldest.value);
    }
    return true;
  }

  function handleEvent(event: EventSourceMessage) {
    if (event.id) lastEventId = event.id;
    const data = parseJson(event.data);
    if (event.event === 'ready') {
      const ready = readySchema.safeParse(data);
      if (!ready.success) return;
      failures = 0;
      setStatus('open');
      hasBeenReady = true;
      handlers.onReady?.(ready.data.userId);
    } else if (event.event === 'message') {
      const message = messageSchema.safeParse(data);
      if (message.success && remember(message.data._id)) handlers.onMessage?.(message.data);
    } else if (event.event === 'read') {
      const read = realtimeReadSchema.safeParse(data);
      if (read.success) handlers.onRead?.(read.data.userId);
    } else if (event.event === 'notifications') {
      const notifications = unreadNotificationsSchema.safeParse(data);
      if (notifications.success) handlers.onNotifications?.(notifications.data.unread);
    } else if (event.event === 'replaced') {
      replaced = true;
    }
  }

  function clearTimers() {
    if (retryTimer !== null) clearTimeout(retryTimer);
    if (idleTimer !== null) clearTimeout(idleTimer);
    retryTimer = null;
    idleTimer = null;
    waitingForView = false;
  }

  function armIdleTimer(current: AbortController) {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => current.abort(), idleTimeoutMs);
  }

  function scheduleReconnect() {
    if (!running) return;
    clearTimers();
    const base = delays[Math.min(failures, delays.length - 1)] ?? 1_000;
    failures += 1;
    setStatus('reconnecting');
    // 80-120 % of the base wait.
    retryTimer = setTimeout(connect, Math.round(base * (0.8 + 0.4 * random())));
  }

  async function readStream(body: ReadableStream<Uint8Array>, current: AbortController) {
    const parser = createParser({ onEvent: handleEvent });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || controller !== current) break;
        armIdleTimer(current);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
    }
  }

  async function connect() {
    if (!running) return;
    clearTimers();
    const current = new AbortController();
    controller = current;
    replaced = false;
    setStatus(hasBeenReady || failures > 0 ? 'reconnecting' : 'connecting');
    const extra: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId) extra['Last-Event-ID'] = lastEventId;
    try {
      armIdleTimer(current);
      const response = await fetchStream(urlOf(endpoints.messages.stream), {
        headers: authorizationHeaders(token, extra),
        signal: current.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (controller !== current) return;
      if (response.status === 401) {
        failedResponse(response.status, parseJsonText(await response.text().catch(() => '')), token);
        stop();
        return;
      }
      if (!response.ok || !response.body) {
        scheduleReconnect();
        return;
      }
      await readStream(response.body, current);
    } catch {
      // A network failure, an abort by stop() or by the idle timer: decided below.
    }
    if (controller !== current) return;
    if (replaced && !isVisible()) waitForView();
    else scheduleReconnect();
  }

  /** Until reconnectNow(): the tab comes back into view. */
  function waitForView() {
    clearTimers();
    controller = null;
    waitingForView = true;
    setStatus('reconnecting');
  }

  function stop() {
    running = false;
    clearTimers();
    const current = controller;
    controller = null;
    current?.abort();
    setStatus('closed');
  }

  return {
    start() {
      if (running) return;
      running = true;
      void connect();
    },
    stop,
    reconnectNow() {
      if (!running || (retryTimer === null && !waitingForView)) return;
      failures = 0;
      void connect();
    },
    lastEventId: () => lastEventId,
  };
}
