import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/**
 * What a cached answer (shared-answers.ts) or a cached session (auth.ts) depends on, and so what
 * a write can change. Each tag is a kind of data, named broadly so that tagging stays simple and
 * errs on the side of dropping too much:
 * - `people`: anything about a member that another member can see or that decides what they see
 *   (name, picture, profile fields and their privacy, role, verification, suspension, the account
 *   itself). Every answer that shows a person depends on it.
 * - `sessions`: the sessions cached in memory, with the role and standing they carry.
 * - `stories`, `events` (registrations included), `jobs`, `campaigns`: those items, hidden or shown.
 * - `chapters`: the chapters and who belongs to which.
 * - `conversations`: every conversation (a moderator hiding a message); one conversation's own
 *   tag is `conversationTag(a, b)`.
 * - one member's own answers that show what others approved them to see (an e-mail shown on
 *   request, decision 0058): `sharedContactsTag(viewer)`, dropped when an approval to them is
 *   given or taken back.
 */
export const CACHE_TAGS = [
  'people',
  'sessions',
  'stories',
  'events',
  'jobs',
  'campaigns',
  'chapters',
  'conversations',
] as const;
/**
 * A tag a module brings with its content type (`ContentType.cacheTag`), made with `moduleCacheTag`:
 * the app knows it as a tag routes may name (`app.cacheTags`) without a line here.
 */
export type ModuleCacheTag = string & { readonly ' moduleCacheTag': true };
export const moduleCacheTag = (name: string) => name as ModuleCacheTag;
export type CacheTag = (typeof CACHE_TAGS)[number] | ModuleCacheTag;

/**
 * What a successful write changes: the tags whose cached answers and sessions it drops (here and
 * in every other process) before its answer leaves; `[]` for a write that changes nothing cached;
 * `'everything'` for one that may change anything (deleting an account).
 */
export type Changes = readonly CacheTag[] | 'everything';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Required on every POST, PUT, PATCH and DELETE route (test/cache-tags.test.ts). A
     * write that declares nothing drops everything cached, as if it said `'everything'`.
     */
    changes?: Changes;
  }
  interface FastifyInstance {
    /** Every write route ("POST /path"), with what it declares it changes (undefined: nothing declared). */
    writeRoutes: ReadonlyMap<string, Changes | undefined>;
    /** Every tag a route may name: CACHE_TAGS and the modules' content types' own (app.ts). */
    cacheTags: readonly CacheTag[];
  }
}

/** PostgreSQL channel on which a process that wrote tells the others what to drop. */
export const CACHE_COHERENCE_CHANNEL = 'cache_coherence';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What was current when something was read from the database: compared before it is cached and
 * before it is served, so nothing read before a write that changes it is ever served after it.
 */
export interface Stamp {
  readonly generation: number;
  /** The counters of the tags it depends on, and their values then. */
  readonly counters: readonly number[];
  readonly values: readonly number[];
}

/**
 * What a process serves from memory (cached answers, sessions) is dropped when a write changes
 * what it depends on: a write route's declared tags (`changes`), a service's own drop (a chat
 * message drops its conversation), or everything (a write that declares nothing, a lost
 * listening connection, the admin command). Drops happen here and, through PostgreSQL NOTIFY, in
 * every other process on the same database.
 */
export interface CacheCoherence {
  /** How long anything may be cached at most, in ms; 0 caches nothing. */
  readonly ttlMs: number;
  /** The stamp to take before reading what depends on `tags`. */
  stamp(tags: readonly string[]): Stamp;
  /** Whether nothing `stamp` depends on has been dropped since it was taken. */
  isCurrent(stamp: Stamp): boolean;
  /** Called when everything is dropped, to free the memory at once. */
  onDropEverything(listener: () => void): void;
  /**
   * Drops what depends on any of `tags` here and in every other process, before it resolves (for
   * writes that name their tags at run time, such as a conversation's).
   */
  drop(tags: readonly string[]): Promise<void>;
  /**
   * Before something cached is served: resolves once every drop another process committed before
   * this call has been applied here (true), or false when that cannot be known, in which case
   * the caller reads afresh. A write answered by one process is then never followed by an older
   * answer from another, however a load balancer spreads the requests.
   */
  caughtUp(): Promise<boolean>;
}

/** The tag of one conversation's cached answers (both people's views): only their writes drop it. */
export function conversationTag(pairLow: string, pairHigh: string): string {
  return `conversation ${pairLow} ${pairHigh}`;
}

/** The tag of a viewer's answers that show contact fields approved for them alone (the directory's page). */
export function sharedContactsTag(viewerId: string): string {
  return `shared contacts ${viewerId}`;
}

/**
 * How long a write waits to hear its own notice back (below) before answering anyway: a lost
 * listening connection must not stall writes; its reconnection drops everything cached regardless.
 */
const ECHO_WAIT_MS = 500;

/**
 * Tag drops are counted in this many counters: a bounded table (conversation tags are countless),
 * where two tags sharing a counter only cost a needless miss, never a stale answer.
 */
const TAG_COUNTERS = 4096;

/** FNV-1a, to spread tags over the counters. */
function counterOf(tag: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < tag.length; index++) {
    hash ^= tag.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % TAG_COUNTERS;
}

/**
 * A notice is "<sender>" (drop everything), "<sender>;<tag>,<tag>" (tags URI-encoded) or, from a
 * process of the version before tags, "<sender> <conversation tag>". A sender is
 * "<processId>.<n>" (a server) or "outside" (the admin command). A process of that older version
 * reads a tag notice as another process's "drop everything", which is safe.
 */
function readNotice(payload: string): { sender: string; tags: string[] | null } {
  const semicolon = payload.indexOf(';');
  if (semicolon >= 0) {
    try {
      const tags = payload
        .slice(semicolon + 1)
        .split(',')
        .map((tag) => decodeURIComponent(tag));
      return { sender: payload.slice(0, semicolon), tags };
    } catch {
      return { sender: payload.slice(0, semicolon), tags: null };
    }
  }
  const space = payload.indexOf(' ');
  if (space >= 0) return { sender: payload.slice(0, space), tags: [payload.slice(space + 1)] };
  return { sender: payload, tags: null };
}

export async function registerCacheCoherence(
  app: FastifyInstance,
  { database, ttlMs }: { database: DatabaseHandle; ttlMs: number },
): Promise<CacheCoherence> {
  const writeRoutes = new Map<string, Changes | undefined>();
  app.decorate('writeRoutes', writeRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (WRITE_METHODS.has(method)) writeRoutes.set(`${method} ${route.url}`, route.config?.changes);
    }
  });

  const listeners: (() => void)[] = [];
  const processId = randomUUID();
  /** Notices of this process not yet heard back, by their sender "<processId>.<n>". */
  const awaitingEcho = new Map<string, () => void>();
  let noticeSequence = 0;
  let generation = 0;
  const tagCounters = new Uint32Array(TAG_COUNTERS);
  const dropEverythingHere = () => {
    generation++;
    for (const listener of listeners) listener();
  };
  const dropHere = (tags: readonly string[]) => {
    for (const tag of tags) {
      const counter = counterOf(tag);
      tagCounters[counter] = (tagCounters[counter] ?? 0) + 1;
    }
  };
  const state: CacheCoherence = {
    ttlMs,
    stamp(tags) {
      const counters = tags.map(counterOf);
      return { generation, counters, values: counters.map((counter) => tagCounters[counter] ?? 0) };
    },
    isCurrent(stamp) {
      if (stamp.generation !== generation) return false;
      for (let index = 0; index < stamp.counters.length; index++) {
        if (tagCounters[stamp.counters[index] ?? 0] !== stamp.values[index]) return false;
      }
      return true;
    },
    onDropEverything: (listener) => listeners.push(listener),
    caughtUp: () => database.caughtUp(CACHE_COHERENCE_CHANNEL),
    async drop(tags) {
      if (ttlMs <= 0 || tags.length === 0) return;
      dropHere(tags);
      try {
        await tellOthers(`;${tags.map((tag) => encodeURIComponent(tag)).join(',')}`);
      } catch (error) {
        // The write this follows has landed; other processes drop the tags within `ttlMs` anyway.
        app.log.error({ err: error, tags }, 'could not tell other processes to drop cached answers');
      }
    },
  };
  if (ttlMs <= 0) return state;

  /**
   * Sends a notice and resolves once this process has heard it back. PostgreSQL hands a
   * notification to every listening connection at the same moment, so by then the other processes
   * have it too: the writer's answer leaves after they have dropped what they cached, and the
   * writer's next request finds the change whichever process a load balancer sends it to (the
   * cluster suite caught a list and a signed-out session still cached a millisecond after the write).
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
    (payload) => {
      const { sender, tags } = readNotice(payload);
      if (sender.startsWith(`${processId}.`)) {
        awaitingEcho.get(sender)?.();
        return;
      }
      if (tags === null) dropEverythingHere();
      else dropHere(tags);
    },
    // Notices sent while the listening connection was down are lost: drop everything to be sure.
    dropEverythingHere,
  );
  app.addHook('onClose', async () => unlisten());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const changes = request.routeOptions.config.changes;
    if (changes !== undefined && changes !== 'everything') {
      await state.drop(changes);
      return payload;
    }
    dropEverythingHere();
    await tellOthers('').catch((error: unknown) => {
      request.log.error({ err: error }, 'could not tell other processes to drop what they cache');
    });
    return payload;
  });
  return state;
}

/** For a process that writes outside the server (the admin command): servers drop everything they cache. */
export function notifyCachesStale(database: DatabaseHandle): Promise<void> {
  return database.notify(CACHE_COHERENCE_CHANNEL, 'outside');
}
