import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheCoherence, CacheTag, Stamp } from './cache-coherence.js';
import { addVary } from './caching.js';
import { messageLanguage } from './language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "GET /path" of every route whose answer is cached, for the tests that prove each one safe. */
    cachedRoutes: readonly string[];
  }
  interface FastifyContextConfig {
    /**
     * The route's 200 answer is cached, and served again until a write changes what it depends on:
     * - `tags`: every kind of data the answer shows or depends on (cache-coherence.ts); a write
     *   that changes one of them drops it. Name too many rather than too few.
     * - `tagOf`: one more tag that depends on the request (a conversation's own tag).
     * - `variant`: without it, the answer depends only on the URL and is the same for everyone
     *   allowed to call the route (public lists, one story, the open jobs); with it, the answer
     *   also depends on what it returns for the request (a viewer's role, or the viewer), and
     *   `null` means this request's answer is not cached. It runs after authentication.
     */
    cache?: {
      tags: readonly CacheTag[];
      tagOf?: (request: FastifyRequest) => string;
      variant?: (request: FastifyRequest) => string | null;
    };
  }
}

/** All cached answers together, compressed forms included, stay under this many bytes. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;
/** A larger answer is not cached. */
const MAX_BODY_BYTES = 256 * 1024;
/** Below this size compression saves less than it costs: the compression plugin's threshold too (app.ts). */
export const COMPRESS_FROM_BYTES = 1024;
type Encoding = 'br' | 'gzip';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

interface CachedAnswer {
  body: string;
  bodyBytes: number;
  etag: string;
  cacheControl: string;
  /** The Vary header the answer was sent with (its message follows Accept-Language). */
  vary: string | undefined;
  expiresAt: number;
  /** Taken before the answer was read: it is served only while nothing it depends on has changed. */
  stamp: Stamp;
  /** Compressed once, on the first request that asks for the encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

const sizeOf = (answer: CachedAnswer) =>
  answer.bodyBytes + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);

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
 * Where a request's answer is cached, or null when its route does not cache answers (or not this
 * one). Answers are cached per language of their message (Accept-Language; decision 0032).
 */
function keyOf(request: FastifyRequest): string | null {
  const cache = request.routeOptions.config.cache;
  if (request.method !== 'GET' || !cache) return null;
  const language = messageLanguage(request);
  if (!cache.variant) return `${language}\u0000${canonicalRequest(request)}`;
  const variant = cache.variant(request);
  return variant === null ? null : `${language}\u0000${variant}\u0000${canonicalRequest(request)}`;
}

/** The tags a request's answer depends on: its route's, and the one its request names. */
function tagsOf(request: FastifyRequest): readonly string[] {
  const cache = request.routeOptions.config.cache;
  if (!cache) return [];
  return cache.tagOf ? [...cache.tags, cache.tagOf(request)] : cache.tags;
}

/**
 * Caches the answers of routes with `config.cache` in memory, so the most read pages (the home
 * page's lists, the stories, the events, the open jobs, a conversation) cost neither a query, a
 * response check nor a compression. Correctness comes first:
 * - a write drops the answers tagged with what it changes (its route's `changes`, or everything
 *   when it declares nothing), in every process (cache-coherence.ts); an answer read while such a
 *   write landed is not cached;
 * - an answer is cached `ttlMs` at most, so lists that change with time (upcoming events, open
 *   jobs) are seen to change within that time;
 * - authentication and input validation still run on every request, before the cached answer.
 * The cache is a least-recently-used one, bounded in bytes (compressed forms included).
 */
export function registerSharedAnswers(app: FastifyInstance, caches: CacheCoherence) {
  const cachedRoutes: string[] = [];
  app.decorate('cachedRoutes', cachedRoutes);
  app.addHook('onRoute', (route) => {
    // Only GET answers are cached (Fastify adds a HEAD twin of each GET route, which shares nothing).
    if (route.config?.cache && route.method === 'GET') cachedRoutes.push(`GET ${route.url}`);
  });
  if (caches.ttlMs <= 0) return;
  const answers = new LRUCache<string, CachedAnswer>({ maxSize: MAX_CACHED_BYTES, sizeCalculation: sizeOf });
  /** Where a request's answer would be cached, and what was current before it was read. */
  const pending = new WeakMap<FastifyRequest, { key: string; stamp: Stamp }>();
  caches.onDropEverything(() => answers.clear());

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const cached = answers.get(key);
    // Another process's write drops what is cached here; be sure it has been heard before serving.
    const current =
      cached !== undefined &&
      (await caches.caughtUp()) &&
      cached.expiresAt > Date.now() &&
      caches.isCurrent(cached.stamp);
    if (!current) {
      if (cached !== undefined && answers.peek(key) === cached) answers.delete(key);
      pending.set(request, { key, stamp: caches.stamp(tagsOf(request)) });
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('cache-control', cached.cacheControl);
    reply.header('etag', cached.etag);
    if (cached.vary) reply.header('vary', cached.vary);
    if (cached.body.length < COMPRESS_FROM_BYTES) return reply.send(cached.body);
    addVary(reply, 'accept-encoding');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(cached.body);
    let encoded = cached.encoded[encoding];
    if (!encoded) {
      encoded = encode(cached.body, encoding);
      // Cached again with its new size, unless a newer answer took its place meanwhile.
      if (answers.peek(key) === cached) {
        answers.set(key, { ...cached, encoded: { ...cached.encoded, [encoding]: encoded } });
      }
    }
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  });

  // Registered after the API caching hook, so the answer's ETag is known here.
  app.addHook('onSend', async (request, reply, payload) => {
    const started = pending.get(request);
    if (!started || reply.statusCode !== 200 || !caches.isCurrent(started.stamp)) return payload;
    if (typeof payload !== 'string' || payload.length > MAX_BODY_BYTES) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    answers.set(started.key, {
      body: payload,
      bodyBytes: Buffer.byteLength(payload),
      etag,
      cacheControl: String(reply.getHeader('cache-control') ?? 'private, no-cache'),
      vary: reply.getHeader('vary')?.toString(),
      expiresAt: Date.now() + caches.ttlMs,
      stamp: started.stamp,
      encoded: {},
    });
    return payload;
  });
}
