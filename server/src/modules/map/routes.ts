import {
  cityChoiceSchema,
  citySearchQuerySchema,
  endpoints,
  envelope,
  mapQuerySchema,
  memberMapSchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { messageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';

const tags = ['map'];
const security = [{ token: [] }];

/** The member map (decision 0055): counts per place for verified members; the city search for every signed-in one. */
export const mapRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { map } }) => {
  app.get(
    pathOf(endpoints.map.counts),
    {
      // The viewer's own city counts for them even when hidden from others: kept per viewer.
      config: { cache: { tags: ['people'], variant: (request) => sessionOf(request).userId } },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary:
          'How many members live in each country (level=country), state of a country (level=state&country=IN) or city of a state (level=city&state=IN.28); places under 3 merged. Country and state names in the language of Accept-Language (English or Bengali), with the English one beside',
        security,
        querystring: mapQuerySchema,
        response: { 200: envelope(memberMapSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await map.counts(request.query, sessionOf(request).userId, messageLanguage(request))),
  );

  app.get(
    pathOf(endpoints.map.cities),
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Cities of the gazetteer whose name starts with q, most populous first (up to 10)',
        security,
        querystring: citySearchQuerySchema,
        response: { 200: envelope(z.array(cityChoiceSchema)) },
      },
    },
    async (request, reply) => sendData(reply, map.cities(request.query.q)),
  );
};
