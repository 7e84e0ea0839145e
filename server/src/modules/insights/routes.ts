import { endpoints, envelope, insightsQuerySchema, insightsSchema, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

/** The association's dashboard (issue 33, decision 0053). Admins see every college, coordinators theirs; answered per viewer, never kept in the shared cache. */
export const insightRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { insights, admin } }) => {
  app.get(
    pathOf(endpoints.insights.insights),
    {
      // Admins, and college coordinators for their colleges (decision 0053): the service narrows the answer.
      onRequest: [app.authenticate],
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard: members funnel by college, programme and year; sign-ups, engagement, event seats and mail by month; reviews waiting, chapter sizes, giving. Counts under 5 are "fewer-than-5"; counts that would reveal one are "withheld"',
        security: [{ token: [] }],
        querystring: insightsQuerySchema,
        response: { 200: envelope(insightsSchema) },
      },
    },
    async (request, reply) => {
      const reviewer = await admin.reviewerOf(sessionOf(request));
      return sendData(reply, await insights.insights(reviewer, request.query));
    },
  );
};
