import {
  adminReportSchema,
  contentParamsSchemaFor,
  endpoints,
  envelope,
  idParamsSchema,
  optionalReasonBodySchema,
  pageEnvelope,
  pathOf,
  reasonBodySchema,
  reportInputSchemaFor,
  reportReceiptSchema,
  reportsQuerySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const moderationApi = endpoints.moderation;
const tags = ['moderation'];
const security = [{ token: [] }];
const resolvedSchema = envelope(z.object({ resolvedReports: z.number().int() }));

export const moderationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { moderation } }) => {
  // What can be reported, hidden and restored is what the app's modules declare (their content.ts).
  const [first, ...others] = moderation.reportable;
  if (first === undefined) throw new Error('moderation: no module declares a reportable content type');
  const reportable = [first, ...others] as const;
  const reportInputSchema = reportInputSchemaFor(reportable);
  const contentParamsSchema = contentParamsSchemaFor(reportable);
  // Hiding or restoring an item drops the shared answers that show its kind.
  const changes = moderation.cacheTags;

  app.post(
    pathOf(moderationApi.report),
    {
      config: { changes: [] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Report a story, event, job or a message sent to you, with a reason, to the admins',
        security,
        body: reportInputSchema,
        response: { 201: envelope(reportReceiptSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await moderation.report(sessionOf(request).userId, request.body),
        { key: 'moderation.reported' },
        201,
      ),
  );

  const adminOnly = [app.authenticate, app.requireAdmin];

  app.get(
    pathOf(moderationApi.reports),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Reports by status (open by default), newest first, each with the reported item',
        security,
        querystring: reportsQuerySchema,
        response: { 200: pageEnvelope(adminReportSchema) },
      },
    },
    async (request, reply) => {
      const { status, ...page } = request.query;
      return sendPage(reply, await moderation.list(status, page));
    },
  );

  app.post(
    pathOf(moderationApi.dismiss),
    {
      config: { changes: [] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Close a report without action (reason optional)',
        security,
        params: idParamsSchema,
        body: optionalReasonBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await moderation.dismiss(sessionOf(request).userId, request.params.id, request.body.reason);
      return sendData(reply, null, { key: 'moderation.report_dismissed' });
    },
  );

  app.post(
    pathOf(moderationApi.hide),
    {
      config: { changes },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Hide a story, event, job or message from every list and page; closes its open reports',
        security,
        params: contentParamsSchema,
        body: reasonBodySchema,
        response: { 200: resolvedSchema },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      return sendData(reply, await moderation.hide(sessionOf(request).userId, type, id, request.body.reason), {
        key: 'moderation.hidden',
      });
    },
  );

  app.post(
    pathOf(moderationApi.restore),
    {
      config: { changes },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Show a hidden item again (reason optional)',
        security,
        params: contentParamsSchema,
        body: optionalReasonBodySchema,
        response: { 200: resolvedSchema },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      return sendData(reply, await moderation.restore(sessionOf(request).userId, type, id, request.body.reason), {
        key: 'moderation.restored',
      });
    },
  );
};
