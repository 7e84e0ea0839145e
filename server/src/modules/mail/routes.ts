import { endpoints, envelope, mailOutboxStateSchema, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';
import { outboxState } from './service.js';

/** The outbox's state for /admin. Admins only. */
export const mailAdminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const delivery = config.mail.smtpUrl ? 'smtp' : 'files';
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    pathOf(endpoints.mail.outbox),
    {
      schema: {
        tags: ['admin'],
        summary:
          'The mail outbox: how many mails wait, were sent or failed, and the latest failures with their reasons',
        security: [{ token: [] }],
        response: { 200: envelope(mailOutboxStateSchema) },
      },
    },
    async (_request, reply) => sendData(reply, await outboxState(db, delivery)),
  );
};
