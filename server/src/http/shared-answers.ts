import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CacheCoherence } from './cache-coherence.js';
import { addVary } from './caching.js';
import { messageLanguage } from './language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "GET /path" of every route that shares its answer, for the tests that prove each one safe. */
    sharedAnswerRoutes: readonly string[];
  }
  interface FastifyContextConfig {
    /**
     * The route's 200 answer can be reused until a write changes something:
     * - `true`: it depends only on the URL, the same for everyone allowed to call the route
     *   (public lists, one story, the open jobs);
     * - a function: it depends on the URL and on what the function returns for the request (a
     *   viewer's role, or the viewer); `null` means this request's answer is not reused.
     * The function runs after authentication.
     */
    sharedAnswer?: true | ((request: FastifyRequest) => string | null);
    /**
     * For an answer that only a few people's writes change (a conversation): the group it is kept
     * in, which those writes drop with `CacheCoherence.forgetGroup` instead of dropping everything.
     */
    sharedAnswerGroup?: (request: FastifyRequest) => string;
  }
}

/** All kept answers together, compressed variants included, stay under this many bytes. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
const MAX_BODY_BYTES = 256 * 1024;
/** Below this size compression saves less than it costs: the compression plugin's threshold too (app.ts). */
export const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

interface KeptAnswer {
  body: string;
  etag: string;
  cacheControl: string;
  /** The Vary header the answer was sent with (its message follows Accept-Language). */
  vary: string | undefined;
  expiresAt: number;
  bytes: number;
  group: string | null;
  /** Compressed once, on the first request that asks for the encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Compressed once and sent many times, so harder than the per-response default. */
function encode(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}

/**
 * What names a request's answer: the route and its parameters and query as validated, so two
 * spellings of one request (an id in upper case, reordered query parameters) are one answer,
 * computed from canonical values, never two.
 */
function canonicalRequest(request: FastifyRequest): string {
  return `${request.routeOptions.url}\u0000${JSON.stringify(request.params ?? {})}\u0000${JSON.stringify(request.query ?? {})}`;
}

/**
 * Where a request's answer is kept, or null when its route does not share answers (or not this
 * one). Answers are kept per language of their message (Accept-Language; decision 0032).
 */
function keyOf(request: FastifyRequest): string | null {
  const shared = request.routeOptions.config.sharedAnswer;
  if (request.method !== 'GET' || !shared) return null;
  const language = messageLanguage(request);
  if (shared === true) return `${language}\u0000${canonicalRequest(request)}`;
  const variant = shared(request);
  return variant === null ? null : `${language}\u0000${variant}\u0000${canonicalRequest(request)}`;
}

/**
 * Keeps the answers of `sharedAnswer` routes in memory, so the most read pages (the home page's
 * lists, the stories, the events, the open jobs, a conversation) cost neither a query, a response
 * check nor a compression. Correctness comes first:
 * - writes drop every kept answer at once, in every process (cache-coherence.ts), or, for writes
 *   that change only a group (a chat message: its conversation), that group's; an answer
 *   computed while such a write landed is not kept;
 * - an answer is kept `ttlMs` at most, so lists that change with time (upcoming events, open jobs)
 *   are seen to change within that time;
 * - authentication and input validation still run on every request, before the kept answer.
 */
export function registerSharedAnswers(app: FastifyInstance, caches: CacheCoherence) {
  const sharedRoutes: string[] = [];
  app.decorate('sharedAnswerRoutes', sharedRoutes);
  app.addHook('onRoute', (route) => {
    // Only GET answers are kept (Fastify adds a HEAD twin of each GET route, which shares nothing).
    if (route.config?.sharedAnswer && route.method === 'GET') sharedRoutes.push(`GET ${route.url}`);
  });
  if (caches.ttlMs <= 0) return;
  const kept = new Map<string, KeptAnswer>();
  /** The keys kept under each group. */
  const groups = new Map<string, Set<string>>();
  let keptBytes = 0;
  /** Where a request's answer would be kept, and the generations it started from. */
  const pending = new WeakMap<
    FastifyRequest,
    { key: string; generation: number; group: string | null; groupGeneration: number }
  >();
  caches.onForget(() => {
    kept.clear();
    groups.clear();
    keptBytes = 0;
  });
  caches.onForgetGroup((group) => {
    for (const key of groups.get(group) ?? []) forget(key);
  });

  const forget = (key: string) => {
    const answer = kept.get(key);
    if (!answer) return;
    kept.delete(key);
    keptBytes -= answer.bytes;
    if (answer.group === null) return;
    const keys = groups.get(answer.group);
    keys?.delete(key);
    if (keys?.size === 0) groups.delete(answer.group);
  };
  const grow = (answer: KeptAnswer, bytes: number) => {
    answer.bytes += bytes;
    keptBytes += bytes;
    // Oldest first: a Map iterates in insertion order.
    for (const oldest of kept.keys()) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      forget(oldest);
    }
  };

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    // Another process's write drops what is kept here; be sure it has been heard before serving.
    const answer = kept.has(key) && (await caches.caughtUp()) ? kept.get(key) : undefined;
    if (!answer || answer.expiresAt <= Date.now()) {
      const group = request.routeOptions.config.sharedAnswerGroup?.(request) ?? null;
      pending.set(request, {
        key,
        generation: caches.generation,
        group,
        groupGeneration: group === null ? 0 : caches.groupGeneration(group),
      });
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('cache-control', answer.cacheControl);
    reply.header('etag', answer.etag);
    if (answer.vary) reply.header('vary', answer.vary);
    if (answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
    addVary(reply, 'accept-encoding');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(answer.body);
    let encoded = answer.encoded[encoding];
    if (!encoded) {
      encoded = encode(answer.body, encoding);
      answer.encoded[encoding] = encoded;
      grow(answer, encoded.length);
    }
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  });

  // Registered after the API caching hook, so the answer's ETag is known here.
  app.addHook('onSend', async (request, reply, payload) => {
    const started = pending.get(request);
    if (!started || started.generation !== caches.generation || reply.statusCode !== 200) return payload;
    if (started.group !== null && started.groupGeneration !== caches.groupGeneration(started.group)) return payload;
    if (typeof payload !== 'string' || payload.length > MAX_BODY_BYTES) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    forget(started.key);
    const answer: KeptAnswer = {
      body: payload,
      etag,
      cacheControl: String(reply.getHeader('cache-control') ?? 'private, no-cache'),
      vary: reply.getHeader('vary')?.toString(),
      expiresAt: Date.now() + caches.ttlMs,
      bytes: 0,
      group: started.group,
      encoded: {},
    };
    kept.set(started.key, answer);
    if (started.group !== null) {
      const keys = groups.get(started.group) ?? new Set<string>();
      keys.add(started.key);
      groups.set(started.group, keys);
    }
    grow(answer, Buffer.byteLength(payload));
    return payload;
  });
}
