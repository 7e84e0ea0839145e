import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Adds `value` to the reply's Vary header, unless it names it already. */
export function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary')?.toString() ?? '';
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...names, value].join(', '));
}

/**
 * API answers are revalidated, never reused blindly (they may be personal): `private, no-cache`
 * unless a route says otherwise. Successful GETs carry an ETag, and a client that already holds
 * that version gets 304 with no body.
 */
export function registerApiCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    // Every answer's message is in the language of Accept-Language (decision 0032).
    addVary(reply, 'Accept-Language');
    const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
    if (!cacheable || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    // A kept shared answer (shared-answers.ts) arrives compressed, with the ETag of its plain text.
    const given = reply.getHeader('etag');
    const etag = typeof given === 'string' ? given : `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const known = request.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      reply.removeHeader('content-encoding');
      return '';
    }
    return payload;
  });
}
