import {
  ADMIN_LIMITS,
  type AnyEndpoint,
  adminUserSchema,
  adminUsersQuerySchema,
  auditEntrySchema,
  coordinationSchema,
  coordinatorBodySchema,
  coordinatorSchema,
  endpoints,
  envelope,
  fieldMessage,
  idParamsSchema,
  optionalReasonBodySchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
  reasonBodySchema,
  reviewItemSchema,
  rollEntrySchema,
  rollImportResultSchema,
  rollQuerySchema,
} from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ServerMessage, wordMessage } from '../../errors.js';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import { messageLanguage } from '../../http/language.js';
import type { RouteDeps } from '../index.js';

const adminApi = endpoints.admin;
const tags = ['admin'];
const security = [{ token: [] }];

/** Admin pages' API: accounts and their verification, the graduate roll, the audit log. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { admin } }) => {
  app.addHook('onRequest', app.authenticate);
  // The review queue is also a college coordinator's (decision 0053): the service asks who may see what.
  const forReviewers = new Set(
    [adminApi.reviewQueue, adminApi.approve, adminApi.reject, adminApi.coordination].map(pathOf),
  );
  app.addHook('onRequest', async (request) => {
    if (!forReviewers.has(request.routeOptions.url ?? '')) await app.requireAdmin(request);
  });
  const reviewer = (request: FastifyRequest) => admin.reviewerOf(sessionOf(request));
  // The roll arrives as the CSV file itself.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: ADMIN_LIMITS.rollBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    pathOf(adminApi.users),
    {
      schema: {
        tags,
        summary: 'Accounts, by name; filter by standing and search name, e-mail or enrollment number',
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: pageEnvelope(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { q, standing, ...page } = request.query;
      return sendPage(reply, await admin.listUsers(sessionOf(request).userId, { q, standing }, page));
    },
  );

  app.get(
    pathOf(adminApi.reviewQueue),
    {
      schema: {
        tags,
        summary: 'The review queue: pending sign-ups, oldest first, each beside the closest graduate-roll rows',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(reviewItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await admin.reviewQueue(await reviewer(request), request.query)),
  );

  /** POST /api/v1/admin/users/:id/<action>: one change to an account, with the reason `body` asks for. */
  const userAction = <Reason extends string | null>(
    endpoint: AnyEndpoint,
    body: z.ZodType<{ reason: Reason }, unknown>,
    summary: string,
    message: ServerMessage,
    run: (request: FastifyRequest, userId: string, reason: Reason) => Promise<unknown>,
  ) =>
    app.post(
      pathOf(endpoint),
      {
        // A member's standing: who is listed, who may sign in, and with which role.
        config: { changes: ['people', 'sessions'] },
        schema: { tags, summary, security, params: idParamsSchema, body, response: { 200: envelope(adminUserSchema) } },
      },
      async (request, reply) => sendData(reply, await run(request, request.params.id, request.body.reason), message),
    );

  userAction(
    adminApi.approve,
    optionalReasonBodySchema,
    'Verify a pending or rejected account (reason optional)',
    { key: 'admin.account_verified' },
    async (request, id, reason) => admin.approve(await reviewer(request), id, reason),
  );
  userAction(
    adminApi.restore,
    optionalReasonBodySchema,
    'Lift a suspension (reason optional)',
    { key: 'admin.account_restored' },
    (request, id, reason) => admin.restore(sessionOf(request).userId, id, reason),
  );
  userAction(
    adminApi.reject,
    reasonBodySchema,
    'Refuse verification, with the reason the member will see',
    { key: 'admin.account_rejected' },
    async (request, id, reason) => admin.reject(await reviewer(request), id, reason),
  );
  userAction(
    adminApi.suspend,
    reasonBodySchema,
    'Suspend an account: it is signed out, cannot sign in, and its stories, events and jobs are hidden until restored',
    { key: 'admin.account_suspended' },
    (request, id, reason) => admin.suspend(sessionOf(request).userId, id, reason),
  );
  userAction(
    adminApi.makeAdmin,
    reasonBodySchema,
    'Give an account the admin role',
    { key: 'admin.account_made_admin' },
    (request, id, reason) => admin.makeAdmin(sessionOf(request).userId, id, reason),
  );

  app.put(
    pathOf(adminApi.setCoordinator),
    {
      // Who may read the review queue and which colleges' numbers.
      config: { changes: ['people'] },
      schema: {
        tags,
        summary:
          'Name a verified member coordinator of colleges (their review queue and dashboard only), or end it with no colleges; audited',
        security,
        params: idParamsSchema,
        body: coordinatorBodySchema,
        response: { 200: envelope(coordinatorSchema) },
      },
    },
    async (request, reply) => {
      const { colleges, reason } = request.body;
      return sendData(
        reply,
        await admin.setCoordinator(sessionOf(request).userId, request.params.id, colleges, reason),
        { key: 'admin.coordinator_set' },
      );
    },
  );

  app.get(
    pathOf(adminApi.coordination),
    {
      schema: {
        tags,
        summary: "The signed-in member's part in the admin pages: admin, coordinator of some colleges, or neither",
        security,
        response: { 200: envelope(coordinationSchema) },
      },
    },
    async (request, reply) => sendData(reply, await admin.coordination(sessionOf(request))),
  );

  app.post(
    pathOf(adminApi.importRoll),
    {
      config: { changes: ['people', 'sessions'] },
      schema: {
        tags,
        summary:
          'Import graduate-roll rows from a CSV file (docs/graduate-roll.md): adds new, updates changed, reports rejected rows',
        security,
        consumes: ['text/csv'],
        body: z.string({ error: fieldMessage('request.csv_body_expected') }),
        response: { 200: envelope(rollImportResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await admin.importRoll(sessionOf(request).userId, request.body);
      const language = messageLanguage(request);
      const rejected = result.rejected.map(({ line, reason }) => {
        const { message, ...key } = wordMessage(reason, language);
        return { line, reason: message, ...key };
      });
      const { added, updated, unchanged } = result;
      return sendData(
        reply,
        { ...result, rejected },
        { key: 'admin.roll_imported', params: { added, updated, unchanged, rejected: rejected.length } },
      );
    },
  );

  app.get(
    pathOf(adminApi.roll),
    {
      schema: {
        tags,
        summary: 'The graduate roll, by enrollment number; search enrollment number or name',
        security,
        querystring: rollQuerySchema,
        response: { 200: pageEnvelope(rollEntrySchema) },
      },
    },
    async (request, reply) => {
      const { q, ...page } = request.query;
      return sendPage(reply, await admin.listRoll({ q }, page));
    },
  );

  app.get(
    pathOf(adminApi.audit),
    {
      schema: {
        tags,
        summary: 'The audit log, newest first (read-only: nobody can change it)',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(auditEntrySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await admin.auditLog(request.query)),
  );
};
