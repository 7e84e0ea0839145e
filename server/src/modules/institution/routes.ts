import { envelope, type Institution, institutionSchema } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../http/envelope.js';

export const institutionRoutes: FastifyPluginAsyncZod<{ institution: Institution }> = async (app, { institution }) => {
  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: 'The institution configuration the web app renders (names, links, banner, lists)',
        response: { 200: envelope(institutionSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return sendData(reply, institution);
    },
  );
};
