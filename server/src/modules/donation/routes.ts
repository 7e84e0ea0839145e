import {
  campaignInputSchema,
  campaignSchema,
  endpoints,
  envelope,
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData, sendPage } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';

const donationApi = endpoints.donation;
const tags = ['donation'];
const security = [{ token: [] }];

/** The Donation page's campaigns: anyone reads the active ones; admins write them. */
export const donationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { donation } }) => {
  const adminOnly = [app.authenticate, app.requireAdmin];

  app.get(
    pathOf(donationApi.campaigns),
    {
      config: { cache: { tags: ['campaigns'] } },
      schema: {
        tags,
        summary: 'Active fundraising campaigns, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(campaignSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await donation.list(request.query, true)),
  );

  app.get(
    pathOf(donationApi.allCampaigns),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every campaign, closed ones too, newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(campaignSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await donation.list(request.query, false)),
  );

  app.post(
    pathOf(donationApi.create),
    {
      config: { changes: ['campaigns'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Write a campaign',
        security,
        body: campaignInputSchema,
        response: { 201: envelope(campaignSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await donation.create(sessionOf(request).userId, request.body),
        { key: 'donation.campaign_created' },
        201,
      ),
  );

  app.put(
    pathOf(donationApi.update),
    {
      config: { changes: ['campaigns'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Change a campaign, or close it (active: false)',
        security,
        params: idParamsSchema,
        body: campaignInputSchema,
        response: { 200: envelope(campaignSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await donation.update(sessionOf(request).userId, request.params.id, request.body), {
        key: 'donation.campaign_updated',
      }),
  );

  app.delete(
    pathOf(donationApi.remove),
    {
      config: { changes: ['campaigns'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Delete a campaign',
        security,
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await donation.remove(sessionOf(request).userId, request.params.id);
      return sendData(reply, null, { key: 'donation.campaign_deleted' });
    },
  );
};
