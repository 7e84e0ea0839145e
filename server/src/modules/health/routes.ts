import { endpoints, envelope, healthSchema, pathOf, type Readiness, readinessSchema } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { type MigrationStatus, migrationStatus } from '../../db/migrations.js';

/** Unlike other endpoints, a 503 here still carries data: what is down. */
const healthResponse = envelope(healthSchema).extend({ success: z.boolean() });
const readinessResponse = envelope(readinessSchema).extend({ success: z.boolean() });

/** Why this process should get no traffic, or null when it should. */
function notReadyBecause(migrations: MigrationStatus | null): string | null {
  if (!migrations) return 'Database is not reachable';
  if (migrations.pending.length > 0) {
    return `Database migrations not applied: ${migrations.pending.join(', ')} (the server applies them when it starts)`;
  }
  return null;
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    pathOf(endpoints.health.live),
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability (503 when the database does not answer)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      const statusCode = reachable ? 200 : 503;
      reply.header('cache-control', 'no-store');
      return reply.status(statusCode).send({
        statusCode,
        success: reachable,
        message: reachable ? 'OK' : 'Database is not reachable',
        data: { status: reachable ? 'ok' : 'unavailable', database: { driver: database.driver, reachable } },
      });
    },
  );

  app.get(
    pathOf(endpoints.health.ready),
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for load balancers: 200 when the database answers and has every migration of this version, otherwise 503 with the reason',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_request, reply) => {
      const migrations = await migrationStatus(database.db).catch(() => null);
      const reason = notReadyBecause(migrations);
      const statusCode = reason ? 503 : 200;
      const data: Readiness = {
        status: reason ? 'unavailable' : 'ready',
        database: { driver: database.driver, reachable: migrations !== null },
        migrations,
      };
      reply.header('cache-control', 'no-store');
      return reply.status(statusCode).send({ statusCode, success: !reason, message: reason ?? 'Ready', data });
    },
  );
};
