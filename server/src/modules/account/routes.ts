import { accountSchema, envelope } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { createAccountService } from './service.js';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const accounts = createAccountService({ db });

  app.get(
    '/api/v1/user/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user’s account data (name, email, gender, photo)',
        security: [{ token: [] }],
        response: { 200: envelope(accountSchema) },
      },
    },
    async (request, reply) => sendData(reply, await accounts.getOwnAccount(sessionOf(request).userId)),
  );
};
