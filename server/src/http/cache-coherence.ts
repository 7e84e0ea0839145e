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
  /**
   * A narrower drop, for writes that change only what a few people see (a conversation): what
   * was kept under `group` is dropped here and in every other process, before this resolves.
   */
  forgetGroup(group: string): Promise<void>;
  onForgetGroup(listener: (group: string) => void): void;
  /** Changes whenever `group` is dropped (or a group sharing its counter); compared like `generation`. */
  groupGeneration(group: string): number;
  /**
   * Before something kept is served: resolves once every drop another process committed before
   * this call has been applied here (true), or false when that cannot be known, in which case
   * the caller reads afresh. A write answered by one process is then never followed by an older
   * answer from another, however a load balancer spreads the requests.
   */
  caughtUp(): Promise<boolean>;
}

/**
 * How long a write waits to hear its own notice back (below) before answering anyway: a lost
 * listening connection must not stall writes; its reconnection drops everything kept regardless.
 */
const ECHO_WAIT_MS = 500;

/** Group drops are counted in this many counters: a bounded table, where a shared counter only costs a missed keep. */
const GROUP_COUNTERS = 4096;

/** FNV-1a, to spread group names over the counters. */
function counterOf(group: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < group.length; index++) {
    hash ^= group.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % GROUP_COUNTERS;
}

export async function registerCacheCoherence(
  app: FastifyInstance,
  { database, ttlMs }: { database: DatabaseHandle; ttlMs: number },
): Promise<CacheCoherence> {
  const listeners: (() => void)[] = [];
  const groupListeners: ((group: string) => void)[] = [];
  const processId = randomUUID();
  /** Notices of this process not yet heard back, by their sender tag "<processId>.<n>". */
  const awaitingEcho = new Map<string, () => void>();
  let noticeSequence = 0;
  let generation = 0;
  const groupGenerations = new Uint32Array(GROUP_COUNTERS);
  const forgetAll = () => {
    generation++;
    for (const listener of listeners) listener();
  };
  const forgetGroupHere = (group: string) => {
    const counter = counterOf(group);
    groupGenerations[counter] = (groupGenerations[counter] ?? 0) + 1;
    for (const listener of groupListeners) listener(group);
  };
  const state: CacheCoherence = {
    get generation() {
      return generation;
    },
    ttlMs,
    onForget: (listener) => listeners.push(listener),
    onForgetGroup: (listener) => groupListeners.push(listener),
    groupGeneration: (group) => groupGenerations[counterOf(group)] ?? 0,
    caughtUp: () => database.caughtUp(CACHE_COHERENCE_CHANNEL),
    async forgetGroup(group) {
      if (ttlMs <= 0) return;
      forgetGroupHere(group);
      try {
        await tellOthers(` ${group}`);
      } catch (error) {
        // The write this follows has landed; other processes drop the group within `ttlMs` anyway.
        app.log.error({ err: error }, 'could not tell other processes to drop a group of what they keep');
      }
    },
  };
  if (ttlMs <= 0) return state;

  /**
   * Sends a notice and resolves once this process has heard it back. PostgreSQL hands a
   * notification to every listening connection at the same moment, so by then the other processes
   * have it too: the writer's answer leaves after they have dropped what they kept, and the
   * writer's next request finds the change whichever process a load balancer sends it to (the
   * cluster suite caught a list and a signed-out session still kept a millisecond after the write).
   */
  async function tellOthers(suffix: string): Promise<void> {
    noticeSequence += 1;
    const sender = `${processId}.${noticeSequence}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      awaitingEcho.set(sender, resolve);
      timer = setTimeout(resolve, ECHO_WAIT_MS);
    });
    try {
      await database.notify(CACHE_COHERENCE_CHANNEL, `${sender}${suffix}`);
      await heard;
    } finally {
      clearTimeout(timer);
      awaitingEcho.delete(sender);
    }
  }

  const unlisten = await database.listen(
    CACHE_COHERENCE_CHANNEL,
    // "<sender>" drops everything; "<sender> <group>" drops one group. A sender is
    // "<processId>.<n>" (a server) or "outside" (the admin command).
    (payload) => {
      const space = payload.indexOf(' ');
      const sender = space < 0 ? payload : payload.slice(0, space);
      if (sender.startsWith(`${processId}.`)) {
        awaitingEcho.get(sender)?.();
        return;
      }
      if (space < 0) forgetAll();
      else forgetGroupHere(payload.slice(space + 1));
    },
    // Notices sent while the listening connection was down are lost: forget everything to be sure.
    forgetAll,
  );
  app.addHook('onClose', async () => unlisten());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!writes.has(request.method) || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config.changesNothingCached || !request.url.startsWith('/api/')) return payload;
    forgetAll();
    await tellOthers('').catch((error: unknown) => {
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
