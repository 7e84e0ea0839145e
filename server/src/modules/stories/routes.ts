import {
  chapterListQuerySchema,
  createStoryInputSchema,
  endpoints,
  envelope,
  idParamsSchema,
  ownStorySchema,
  ownStorySummarySchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  reviewRequestSchema,
  storyHiddenSchema,
  storySchema,
  storySummarySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const storyApi = endpoints.stories;
const tags = ['stories'];
const security = [{ token: [] }];

export const storyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { stories }, institution }) => {
  const storyInputSchema = createStoryInputSchema(institution.timeZone);

  app.get(
    pathOf(storyApi.list),
    {
      config: { cache: { tags: ['stories', 'people', 'chapters'] } },
      schema: {
        tags,
        summary:
          'Stories, latest date first, then newest posted; ?chapter= for one chapter’s (paginated: limit, cursor)',
        querystring: chapterListQuerySchema,
        response: { 200: pageEnvelope(storySummarySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await stories.listAll(request.query)),
  );

  app.get(
    pathOf(storyApi.mine),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user’s own stories, latest date first (paginated)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(ownStorySummarySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await stories.listByAuthor(request.query, sessionOf(request).userId)),
  );

  app.get(
    pathOf(storyApi.one),
    {
      config: { cache: { tags: ['stories', 'people', 'chapters'] } },
      schema: {
        tags,
        summary: 'One story, whole',
        params: idParamsSchema,
        response: { 200: envelope(storySchema) },
      },
    },
    async (request, reply) => sendData(reply, await stories.get(request.params.id)),
  );

  app.post(
    pathOf(storyApi.create),
    {
      config: { changes: ['stories'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Publish a story (its date today or earlier)',
        security,
        body: storyInputSchema,
        response: { 201: envelope(storySchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await stories.create(request.body, sessionOf(request).userId), { key: 'stories.created' }, 201),
  );

  app.put(
    pathOf(storyApi.update),
    {
      config: { changes: ['stories'] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Edit one’s own story',
        security,
        params: idParamsSchema,
        body: storyInputSchema,
        // A hidden story's author gets it back marked hidden (it stays hidden when edited).
        response: { 200: envelope(storySchema.extend({ hidden: storyHiddenSchema.optional() })) },
      },
    },
    async (request, reply) =>
      sendData(reply, await stories.update(request.params.id, request.body, sessionOf(request).userId), {
        key: 'stories.updated',
      }),
  );

  app.get(
    pathOf(storyApi.own),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One of one’s own stories, whole, even while an admin hides it (marked, with the reason): for editing',
        security,
        params: idParamsSchema,
        response: { 200: envelope(ownStorySchema) },
      },
    },
    async (request, reply) => sendData(reply, await stories.ownStory(request.params.id, sessionOf(request).userId)),
  );

  app.post(
    pathOf(storyApi.requestReview),
    {
      // A request in the admins' reports queue, which no shared answer shows.
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ask the admins to look again at one’s story they hid (it goes to the reports queue, once)',
        security,
        params: idParamsSchema,
        body: reviewRequestSchema,
        response: { 201: envelope(ownStorySchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await stories.requestReview(request.params.id, sessionOf(request).userId, request.body.note ?? null),
        { key: 'moderation.review_requested' },
        201,
      ),
  );

  app.delete(
    pathOf(storyApi.remove),
    {
      config: { changes: ['stories'] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one’s own story',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await stories.remove(request.params.id, sessionOf(request).userId);
      return sendData(reply, null, { key: 'stories.deleted' });
    },
  );
};
