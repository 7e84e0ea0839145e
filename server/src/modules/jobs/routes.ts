import {
  endpoints,
  envelope,
  idParamsSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobSchema,
  jobUpdateSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readToken, sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const jobApi = endpoints.jobs;
const tags = ['jobs'];
const security = [{ token: [] }];

/**
 * The job portal is for signed-in alumni: every route runs `authenticate` first, but one job's
 * page, which a visitor may read when its poster made it public (decision 0061): there a token is
 * checked when one is sent (one that names nobody is a 401, as everywhere), and the service
 * decides who may read the job.
 */
export const jobRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { jobs } }) => {
  const oneJobPath = pathOf(jobApi.one);
  app.addHook('onRequest', async (request) => {
    const visitorMayAsk = request.method === 'GET' && request.routeOptions.url === oneJobPath;
    if (visitorMayAsk && !readToken(request)) return;
    await app.authenticate(request);
  });

  app.post(
    pathOf(jobApi.create),
    {
      config: { changes: ['jobs'] },
      onRequest: app.requireVerified,
      schema: {
        tags,
        summary: 'Post a job (listed for 60 days unless expiresAt says otherwise, at most 180)',
        security,
        body: jobInputSchema,
        response: { 201: envelope(jobSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await jobs.create(request.body, sessionOf(request).userId), { key: 'jobs.posted' }, 201),
  );

  app.get(
    pathOf(jobApi.list),
    {
      config: { cache: { tags: ['jobs', 'people'] } },
      schema: {
        tags,
        summary: 'Open jobs, newest first; filter by type, search title, company and location with q (paginated)',
        security,
        querystring: jobListQuerySchema,
        response: { 200: pageEnvelope(jobSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await jobs.listOpen(request.query), { key: 'jobs.listed' }),
  );

  app.get(
    pathOf(jobApi.mine),
    {
      schema: {
        tags,
        summary: 'The signed-in user’s jobs in every state (open, filled, expired), newest first (paginated)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(jobSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await jobs.listByPoster(request.query, sessionOf(request).userId)),
  );

  app.get(
    pathOf(jobApi.one),
    {
      schema: {
        tags,
        summary:
          'One job, open or closed (status says which): a public one to anyone, a members-only one to signed-in members (else 401)',
        security: [{}, ...security],
        params: idParamsSchema,
        response: { 200: envelope(jobSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await jobs.get(request.params.id, request.session ? { userId: request.session.userId } : null)),
  );

  app.put(
    pathOf(jobApi.update),
    {
      config: { changes: ['jobs'] },
      onRequest: app.requireVerified,
      schema: {
        tags,
        summary: 'Change one’s own job: any fields, expiresAt, or filled to mark it taken',
        security,
        params: idParamsSchema,
        body: jobUpdateSchema,
        response: { 200: envelope(jobSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await jobs.update(request.params.id, request.body, sessionOf(request).userId), {
        key: 'jobs.updated',
      }),
  );

  app.delete(
    pathOf(jobApi.remove),
    {
      config: { changes: ['jobs'] },
      schema: {
        tags,
        summary: 'Delete one’s own job',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await jobs.remove(request.params.id, sessionOf(request).userId);
      return sendData(reply, null, { key: 'jobs.deleted' });
    },
  );
};
