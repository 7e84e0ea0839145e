import { endpoints, envelope, firstStepsSchema, firstStepVisitSchema, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const firstStepsApi = endpoints.firstSteps;
const tags = ['account'];
const security = [{ token: [] }];

/** A verified member's first-run checklist (decision 0042); the member's own, never a shared answer. */
export const firstStepsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { firstSteps } }) => {
  const verified = [app.authenticate, app.requireVerified];

  app.get(
    pathOf(firstStepsApi.get),
    {
      onRequest: verified,
      schema: {
        tags,
        summary: 'The member’s first-run checklist: each step done or not, and whether it was put away',
        security,
        response: { 200: envelope(firstStepsSchema) },
      },
    },
    async (request, reply) => sendData(reply, await firstSteps.read(sessionOf(request).userId)),
  );

  app.post(
    pathOf(firstStepsApi.visited),
    {
      // The member's own checklist: no shared answer shows it.
      config: { changes: [] },
      onRequest: verified,
      schema: {
        tags,
        summary: 'Ticks a step the server cannot see done (the directory, the e-mail settings), as the member opens it',
        security,
        body: firstStepVisitSchema,
        response: { 200: envelope(firstStepsSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await firstSteps.visited(sessionOf(request).userId, request.body), { key: 'first_steps.saved' }),
  );

  app.post(
    pathOf(firstStepsApi.dismiss),
    {
      config: { changes: [] },
      onRequest: verified,
      schema: {
        tags,
        summary: 'Puts the checklist away for good, on every device',
        security,
        response: { 200: envelope(firstStepsSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await firstSteps.dismiss(sessionOf(request).userId), { key: 'first_steps.saved' }),
  );
};
