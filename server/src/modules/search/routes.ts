import { endpoints, envelope, pathOf, searchMetaSchema, searchQuerySchema, searchResultSchema } from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readToken } from '../../http/auth.js';
import { sendPageWithMeta } from '../../http/envelope.js';
import { requestsPerMinuteInMemory } from '../../http/request-limits.js';
import { isVerified } from '../../lib/policy.js';
import type { RouteDeps } from '../index.js';
import type { Searcher } from './service.js';

/** A visitor, or the member the token names (a token that names nobody is a 401, as everywhere). */
function searcherOf(request: FastifyRequest): Searcher {
  const session = request.session;
  if (!session) return { standing: 'visitor' };
  return { standing: isVerified(session) ? 'verified' : 'member', userId: session.userId };
}

export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { search }, config }) => {
  // Counted before the work, in memory rather than with a database write per read (decision 0049).
  const perMember = requestsPerMinuteInMemory(config.searchRequestsPerMinute.perMember);
  const perIp = requestsPerMinuteInMemory(config.searchRequestsPerMinute.perIp);
  app.get(
    pathOf(endpoints.search.search),
    {
      // No `config.cache`: what a search finds depends on who asks (decision 0048).
      onRequest: async (request) => {
        if (readToken(request)) await app.authenticate(request);
        // A member is counted as themselves wherever they are; a visitor by the address TRUST_PROXY trusts.
        if (request.session) perMember(request.session.userId);
        else perIp(request.ip);
      },
      schema: {
        tags: ['search'],
        summary:
          'Search people, stories, events, jobs and chapters (words, "phrase", -exclude, or; any script): only what the reader may see; meta.counts per kind, exact up to 1,000 (meta.countsCapped says which stopped there; paginated)',
        querystring: searchQuerySchema,
        response: { 200: envelope(z.array(searchResultSchema)).extend({ meta: searchMetaSchema }) },
      },
    },
    async (request, reply) => {
      const { items, nextCursor, counts, countsCapped, suggestion } = await search.search(
        request.query,
        searcherOf(request),
      );
      return sendPageWithMeta(reply, { items, nextCursor }, { counts, countsCapped, suggestion });
    },
  );
};
