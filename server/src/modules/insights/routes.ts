import { endpoints, envelope, insightsQuerySchema, insightsSchema, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

/** The association's dashboard (issue 33, decision 0053). Answered per viewer: never kept in the shared cache. */
export const insightRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { insights } }) => {
  app.get(
    pathOf(endpoints.insights.insights),
    {
      onRequest: [app.authenticate, app.requireAdmin],
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard: members funnel by college, programme and year; sign-ups, engagement, event seats and mail by month; reviews waiting, chapter sizes, giving. Counts under 5 are "fewer-than-5"; counts that would reveal one are "withheld"',
        security: [{ token: [] }],
        querystring: insightsQuerySchema,
        response: { 200: envelope(insightsSchema) },
      },
    },
    async (request, reply) => sendData(reply, await insights.insights({ role: 'admin' }, request.query)),
  );
};
