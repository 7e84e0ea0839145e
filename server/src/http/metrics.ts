import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { Metrics } from '../lib/metrics.js';

/** The label of a request that matched no route: one value, whatever the URL. */
const NO_ROUTE = '(no route)';

/**
 * Every answered request is timed under its route pattern (`/api/v1/user/story/:id`), never the
 * URL, so the number of series is bounded by the routes, whatever ids and query strings arrive.
 */
export function timeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? NO_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal digests have equal lengths, so the comparison takes the same time whatever was sent. */
function sameToken(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped spelling. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Without a token, only this machine may read the metrics: the socket's own address must be
 * loopback (never `request.ip`, which TRUST_PROXY takes from X-Forwarded-For, a header any client
 * can write), and the request must not have been forwarded by a proxy on this machine, which
 * would otherwise make every visitor on the internet look local.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((header) => header in request.headers);
  return !forwarded && isLoopback(request.raw.socket.remoteAddress);
}

function checkAccess(request: FastifyRequest, reply: FastifyReply, token: string | null) {
  if (token === null) {
    if (isLocalRequest(request)) return;
    throw new AppError('FORBIDDEN', { key: 'metrics.local_only' });
  }
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1] || !sameToken(match[1], token)) {
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('UNAUTHORIZED', { key: 'metrics.token_required' });
  }
}

/** `GET /metrics` in Prometheus's text format (docs/decisions/0024-metrics-readiness-and-the-cluster-suite.md). */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | null) {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: token
          ? 'Prometheus metrics; needs "Authorization: Bearer" with METRICS_TOKEN'
          : 'Prometheus metrics; answered only to requests from the loopback address (METRICS_TOKEN unset)',
        security: [{ metricsToken: [] }],
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
        },
      },
    },
    async (request, reply) => {
      checkAccess(request, reply, token);
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    },
  );
}
