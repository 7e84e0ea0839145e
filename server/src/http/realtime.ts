import type { FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

const CHANNEL = 'alumni_realtime';
const HEARTBEAT_MS = 25_000;

/** What travels through PostgreSQL: only ids, so a payload never nears NOTIFY's 8000-byte limit. */
export type RealtimeNotice = { userIds: string[]; event: string; id?: string; ref: string };

export interface RealtimeStream {
  send(event: string, data: unknown, id?: string): void;
  close(): void;
}

/**
 * Fan-out of live events to the server-sent-event streams of this process. Publishing goes
 * through PostgreSQL NOTIFY, so a user connected to another process behind the same database
 * gets the event too. `resolve` turns a notice's ref into the data to send (e.g. loads a message).
 */
export function createRealtimeHub(
  database: DatabaseHandle,
  resolve: (notice: RealtimeNotice) => Promise<unknown>,
  log: { warn: (object: object, message: string) => void },
) {
  const streams = new Map<string, Set<RealtimeStream>>();
  let unlisten: (() => Promise<void>) | null = null;

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

  /** After a lost LISTEN connection, streams may have missed events: closing them makes clients reconnect and catch up. */
  function closeAll() {
    for (const set of streams.values()) for (const stream of set) stream.close();
    streams.clear();
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, (payload) => void deliver(payload), closeAll);
    },

    async stop() {
      closeAll();
      await unlisten?.();
    },

    publish(notice: RealtimeNotice): Promise<void> {
      return database.notify(CHANNEL, JSON.stringify(notice));
    },

    /** Opens an event stream on the reply; returns the stream and a function to run once it is live. */
    open(userId: string, reply: FastifyReply): RealtimeStream {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let open = true;
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const stream: RealtimeStream = {
        send(event, data, id) {
          if (!open) return;
          response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        close() {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          streams.get(userId)?.delete(stream);
          response.end();
        },
      };
      response.on('close', () => stream.close());
      const set = streams.get(userId) ?? new Set<RealtimeStream>();
      set.add(stream);
      streams.set(userId, set);
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
