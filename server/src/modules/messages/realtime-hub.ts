import type { FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { REALTIME_CHANNEL, type RealtimeNotice } from '../../db/realtime-notices.js';
import { AppError } from '../../errors.js';
import { isAmongEnded, SESSIONS_ENDED_CHANNEL, type SessionsEnded } from '../auth/sessions.js';

const CHANNEL = REALTIME_CHANNEL;
const HEARTBEAT_MS = 25_000;
/** setTimeout's longest wait; a session that lasts longer re-arms its expiry timer. */
const LONGEST_TIMER_MS = 2_147_483_647;
/** What a client refused for too many streams from its address is told to wait: about one reconnect cycle of the others. */
const RETRY_AFTER_FULL_SECONDS = 30;

export type { RealtimeNotice };

/** The session a stream was opened with: the stream lives no longer than it. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface StreamLimits {
  /** Open streams per member in this process; opening one more closes their oldest. */
  perMember: number;
  /** Open streams per client IP in this process; one more is refused with 429. */
  perIp: number;
}

export interface RealtimeStream {
  send(event: string, data: unknown, id?: string): void;
  close(): void;
}

interface OpenStream extends RealtimeStream {
  readonly owner: StreamOwner;
  readonly ip: string;
  /** Tells the client a newer stream of the same member took its place, then closes. */
  replace(): void;
}

/**
 * Fan-out of live events to the server-sent-event streams of this process. Publishing goes
 * through PostgreSQL NOTIFY, so a user connected to another process behind the same database
 * gets the event too. `resolve` turns a notice's ref into the data to send (e.g. loads a message).
 *
 * A stream belongs to the session it was opened with. When sessions end, the code that ends
 * them announces it on the sessions-ended channel (sessions.ts), and every process closes the
 * streams opened with them; a stream also closes itself when its session expires.
 */
export function createRealtimeHub({
  database,
  resolve,
  log,
  limits,
}: {
  database: DatabaseHandle;
  resolve: (notice: RealtimeNotice) => Promise<unknown>;
  log: { warn: (object: object, message: string) => void };
  limits: StreamLimits;
}) {
  /** By user id; a Set keeps insertion order, so a member's oldest stream comes first. */
  const streams = new Map<string, Set<OpenStream>>();
  const streamsPerIp = new Map<string, number>();
  const unlisteners: (() => Promise<void>)[] = [];

  async function deliver(payload: string) {
    let notice: RealtimeNotice;
    try {
      notice = JSON.parse(payload) as RealtimeNotice;
    } catch {
      return;
    }
    const targets = notice.userIds.flatMap((userId) => [...(streams.get(userId) ?? [])]);
    if (targets.length === 0) return;
    try {
      const data = await resolve(notice);
      if (data === null) return;
      for (const stream of targets) stream.send(notice.event, data, notice.id);
    } catch (error) {
      log.warn({ err: error }, 'realtime delivery failed');
    }
  }

  function closeStreamsOfEnded(payload: string) {
    let ended: SessionsEnded;
    try {
      ended = JSON.parse(payload) as SessionsEnded;
    } catch {
      return;
    }
    for (const stream of streams.get(ended.userId) ?? []) {
      if (isAmongEnded(ended, stream.owner)) stream.close();
    }
  }

  /**
   * After a lost LISTEN connection, streams may have missed events or the end of their session:
   * closing them makes clients reconnect, catch up, and show their session again.
   */
  function closeAll() {
    for (const set of streams.values()) for (const stream of set) stream.close();
    streams.clear();
  }

  function countIp(ip: string, change: 1 | -1) {
    const count = (streamsPerIp.get(ip) ?? 0) + change;
    if (count > 0) streamsPerIp.set(ip, count);
    else streamsPerIp.delete(ip);
  }

  return {
    async start() {
      unlisteners.push(
        await database.listen(CHANNEL, (payload) => void deliver(payload), closeAll),
        await database.listen(SESSIONS_ENDED_CHANNEL, closeStreamsOfEnded, closeAll),
      );
    },

    async stop() {
      closeAll();
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten()));
    },

    publish(notice: RealtimeNotice): Promise<void> {
      return database.notify(CHANNEL, JSON.stringify(notice));
    },

    /**
     * Opens an event stream on the reply for the session's owner. Past the member's limit their
     * oldest stream is replaced; past the address's limit the request is refused (429) before
     * anything is written.
     */
    open(owner: StreamOwner, ip: string, reply: FastifyReply): RealtimeStream {
      const own = streams.get(owner.userId) ?? new Set<OpenStream>();
      const replaced = own.size >= limits.perMember ? own.values().next().value : undefined;
      const fromIp = (streamsPerIp.get(ip) ?? 0) - (replaced?.ip === ip ? 1 : 0);
      if (fromIp >= limits.perIp) {
        throw new AppError(
          'RATE_LIMITED',
          { key: 'realtime.too_many_streams' },
          { retryAfterSeconds: RETRY_AFTER_FULL_SECONDS },
        );
      }
      replaced?.replace();

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let open = true;
      let expiry: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stream: OpenStream = {
        owner,
        ip,
        send(event, data, id) {
          if (!open) return;
          response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        replace() {
          stream.send('replaced', null);
          stream.close();
        },
        close() {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          own.delete(stream);
          if (own.size === 0 && streams.get(owner.userId) === own) streams.delete(owner.userId);
          countIp(ip, -1);
          response.end();
        },
      };
      const closeAtExpiry = () => {
        const remaining = owner.expiresAt.getTime() - Date.now();
        if (remaining <= 0) stream.close();
        else expiry = setTimeout(closeAtExpiry, Math.min(remaining, LONGEST_TIMER_MS));
      };
      response.on('close', () => stream.close());
      own.add(stream);
      streams.set(owner.userId, own);
      countIp(ip, 1);
      closeAtExpiry();
      return stream;
    },

    /** Streams open in this process, for tests and metrics. */
    connectionCount(): number {
      let count = 0;
      for (const set of streams.values()) count += set.size;
      return count;
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
