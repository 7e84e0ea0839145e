import { envelope, healthSchema } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';

/** Unlike other endpoints, a 503 here still carries data: what is down. */
const healthResponse = envelope(healthSchema).extend({ success: z.boolean() });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/api/health',
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
};
