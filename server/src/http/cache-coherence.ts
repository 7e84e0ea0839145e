import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes no public answer and no one's session or standing (a chat message, a
     * sign-in, a report): what the process keeps in memory stays valid.
     */
    changesNothingCached?: boolean;
  }
}

/** PostgreSQL channel on which a process that wrote tells the others to drop what they keep. */
export const CACHE_COHERENCE_CHANNEL = 'cache_coherence';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a process reuses from memory (shared answers, sessions) is dropped as a whole whenever
 * anything it could depend on may have changed. That is any successful API write not marked
 * `changesNothingCached`, here or, through PostgreSQL NOTIFY, in another process on the same database
 * (the admin command notifies too). Readers compare `generation` before and after their database
 * read, so an answer read while a write landed is never kept.
 */
export interface CacheCoherence {
  readonly generation: number;
  /** How long anything may be kept at most, in ms; 0 keeps nothing. */
  readonly ttlMs: number;
  onForget(listener: () => void): void;
}

export async function registerCacheCoherence(
  app: FastifyInstance,
  { database, ttlMs }: { database: DatabaseHandle; ttlMs: number },
): Promise<CacheCoherence> {
  const listeners: (() => void)[] = [];
  const processId = randomUUID();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    for (const listener of listeners) listener();
  };
  const state: CacheCoherence = {
    get generation() {
      return generation;
    },
    ttlMs,
    onForget: (listener) => listeners.push(listener),
  };
  if (ttlMs <= 0) return state;

  const unlisten = await database.listen(
    CACHE_COHERENCE_CHANNEL,
    (sender) => {
      if (sender !== processId) forgetAll();
    },
    // Notices sent while the listening connection was down are lost: forget everything to be sure.
    forgetAll,
  );
  app.addHook('onClose', async () => unlisten());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!writes.has(request.method) || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config.changesNothingCached || !request.url.startsWith('/api/')) return payload;
    forgetAll();
    database.notify(CACHE_COHERENCE_CHANNEL, processId).catch((error: unknown) => {
      request.log.error({ err: error }, 'could not tell other processes to drop what they keep');
    });
    return payload;
  });
  return state;
}

/** For a process that writes outside the server (the admin command): servers drop what they keep. */
export function notifyCachesStale(database: DatabaseHandle): Promise<void> {
  return database.notify(CACHE_COHERENCE_CHANNEL, 'outside');
}
