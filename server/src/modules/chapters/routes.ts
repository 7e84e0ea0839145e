import {
  adminChapterSchema,
  chapterInputSchema,
  chapterMembershipSchema,
  chapterRenameSchema,
  chapterSchema,
  chaptersQuerySchema,
  directoryEntrySchema,
  endpoints,
  envelope,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sharedContactsTag } from '../../http/cache-coherence.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const chapterApi = endpoints.chapters;
const tags = ['chapters'];
const security = [{ token: [] }];

/** Chapters by college, city or batch (decision 0030): verified members read, join and leave; admins keep the list. */
export const chapterRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { chapters, community }, institution },
) => {
  await chapters.ensureCollegeChapters(institution.colleges);
  const verified = [app.authenticate, app.requireVerified];
  const adminOnly = [app.authenticate, app.requireAdmin];
  // Whether the viewer is a member (and, on the members list, their own e-mail) is theirs: cached per viewer.
  const perViewer = {
    cache: { tags: ['chapters', 'people'], variant: (request: FastifyRequest) => sessionOf(request).userId },
  } as const;

  app.get(
    pathOf(chapterApi.list),
    {
      config: perViewer,
      onRequest: verified,
      schema: {
        tags,
        summary:
          'Chapters in use (search by name with q, one kind with kind), the viewer’s own college first, then by name, with member counts and whether the viewer joined (paginated)',
        security,
        querystring: chaptersQuerySchema,
        response: { 200: pageEnvelope(chapterSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await chapters.list(request.query, sessionOf(request).userId)),
  );

  app.get(
    pathOf(chapterApi.one),
    {
      config: perViewer,
      onRequest: verified,
      schema: {
        tags,
        summary: 'One chapter (archived ones too), with its member count and whether the viewer joined',
        security,
        params: idParamsSchema,
        response: { 200: envelope(chapterSchema) },
      },
    },
    async (request, reply) => sendData(reply, await chapters.get(request.params.id, sessionOf(request).userId)),
  );

  app.get(
    pathOf(chapterApi.members),
    {
      // As the directory shows them: an e-mail shown on request to the members its owner approved.
      config: { cache: { ...perViewer.cache, tagOf: (request) => sharedContactsTag(sessionOf(request).userId) } },
      onRequest: verified,
      schema: {
        tags,
        summary: 'The chapter’s members as the directory shows them (privacy settings respected), by name (paginated)',
        security,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(directoryEntrySchema) },
      },
    },
    async (request, reply) => {
      await chapters.assertExists(request.params.id);
      const page = await community.search(
        { ...request.query, chapter: request.params.id, sort: 'name' },
        sessionOf(request).userId,
      );
      return sendPage(reply, page);
    },
  );

  app.post(
    pathOf(chapterApi.join),
    {
      config: { changes: ['chapters'] },
      onRequest: verified,
      schema: {
        tags,
        summary: 'Join the chapter; joining again changes nothing; an archived chapter takes no one new (409)',
        security,
        params: idParamsSchema,
        response: { 200: envelope(chapterMembershipSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await chapters.join(request.params.id, sessionOf(request).userId), { key: 'chapters.joined' }),
  );

  app.delete(
    pathOf(chapterApi.leave),
    {
      config: { changes: ['chapters'] },
      onRequest: verified,
      schema: {
        tags,
        summary: 'Leave the chapter; leaving one is not in changes nothing',
        security,
        params: idParamsSchema,
        response: { 200: envelope(chapterMembershipSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await chapters.leave(request.params.id, sessionOf(request).userId), { key: 'chapters.left' }),
  );

  app.get(
    pathOf(chapterApi.adminList),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every chapter, archived ones too, by name (paginated)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(adminChapterSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await chapters.listForAdmin(request.query)),
  );

  app.post(
    pathOf(chapterApi.add),
    {
      config: { changes: ['chapters'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Add a city or batch chapter (audited)',
        security,
        body: chapterInputSchema,
        response: { 201: envelope(adminChapterSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await chapters.create(sessionOf(request).userId, request.body), { key: 'chapters.added' }, 201),
  );

  app.put(
    pathOf(chapterApi.rename),
    {
      config: { changes: ['chapters'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Rename a chapter (audited)',
        security,
        params: idParamsSchema,
        body: chapterRenameSchema,
        response: { 200: envelope(adminChapterSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await chapters.rename(sessionOf(request).userId, request.params.id, request.body.name), {
        key: 'chapters.renamed',
      }),
  );

  app.delete(
    pathOf(chapterApi.archive),
    {
      config: { changes: ['chapters'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Archive a chapter: it keeps its members, events and stories and takes no one new (audited)',
        security,
        params: idParamsSchema,
        response: { 200: envelope(adminChapterSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await chapters.archive(sessionOf(request).userId, request.params.id), {
        key: 'chapters.archived_done',
      }),
  );
};
