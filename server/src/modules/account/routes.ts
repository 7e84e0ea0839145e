import {
  accountDeletionSchema,
  accountSchema,
  ERASURE_WAIT_HOURS,
  endpoints,
  envelope,
  passwordChangeSchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const accountApi = endpoints.account;
const tags = ['account'];
const security = [{ token: [] }];

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { account: accounts } }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    pathOf(accountApi.mine),
    {
      schema: {
        tags,
        summary: 'The signed-in user’s account data (name, email, gender, photo)',
        security,
        response: { 200: envelope(accountSchema) },
      },
    },
    async (request, reply) => sendData(reply, await accounts.getOwnAccount(sessionOf(request).userId)),
  );

  app.post(
    pathOf(accountApi.changePassword),
    {
      config: { changes: ['sessions'] },
      schema: {
        tags,
        summary: 'Change the password (current one required); every other session ends',
        security,
        body: passwordChangeSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await accounts.changePassword(sessionOf(request), request.body.currentPassword, request.body.newPassword);
      return sendData(reply, null, { key: 'account.password_changed' });
    },
  );

  app.get(
    pathOf(accountApi.exportData),
    {
      schema: {
        tags,
        summary: 'Download everything the portal holds about the signed-in user, as JSON',
        security,
      },
    },
    async (request, reply) => {
      const data = await accounts.exportData(sessionOf(request).userId);
      reply.header('content-disposition', 'attachment; filename="my-alumni-data.json"');
      reply.header('cache-control', 'no-store');
      return sendData(reply, data, { key: 'account.your_data' });
    },
  );

  app.delete(
    pathOf(accountApi.remove),
    {
      config: { changes: 'everything' },
      schema: {
        tags,
        summary:
          'Delete the account, with the password as confirmation, 48 hours from now: every session ends at once, a mail says when, and signing in meanwhile cancels it. Then its stories, events and jobs are deleted too, its messages stay in the other members’ conversations, from "A former member"',
        security,
        body: accountDeletionSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(sessionOf(request).userId, request.body.password);
      return sendData(reply, null, { key: 'account.deletion_scheduled', params: { hours: ERASURE_WAIT_HOURS } });
    },
  );
};
