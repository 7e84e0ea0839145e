import { directoryEntrySchema, directoryQuerySchema, endpoints, pageEnvelope, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sharedContactsTag } from '../../http/cache-coherence.js';
import { sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

export const communityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { community } }) => {
  app.get(
    pathOf(endpoints.community.directory),
    {
      // The viewer's own row shows their e-mail even when hidden from others, and an e-mail shown on
      // request shows to the members its owner approved: a page is cached per viewer, and dropped
      // when an approval to the viewer is given or taken back.
      config: {
        cache: {
          tags: ['people', 'chapters'],
          tagOf: (request) => sharedContactsTag(sessionOf(request).userId),
          variant: (request) => sessionOf(request).userId,
        },
      },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags: ['community'],
        summary:
          'The alumni directory: q searches name, job title, company and skills; filters yearFrom, yearTo, programme, college; sort name or year (paginated)',
        security: [{ token: [] }],
        querystring: directoryQuerySchema,
        response: { 200: pageEnvelope(directoryEntrySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await community.search(request.query, sessionOf(request).userId)),
  );
};
