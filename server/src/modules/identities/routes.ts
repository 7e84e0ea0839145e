import {
  allProgrammes,
  authResultSchema,
  createOidcSignupSchema,
  endpoints,
  envelope,
  myIdentitiesSchema,
  oidcCallbackQuerySchema,
  oidcLinkBodySchema,
  oidcLocationSchema,
  oidcProviderParamsSchema,
  oidcProviderSchema,
  oidcStartQuerySchema,
  oidcTicketAnswerSchema,
  oidcTicketBodySchema,
  PAGES,
  pathOf,
} from '@alumni/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import { requestsPerIpPerMinute } from '../../http/request-limits.js';
import type { RouteDeps } from '../index.js';
import type { ProviderSignInFailure } from './service.js';

const api = endpoints.identities;
const tags = ['identities'];
const security = [{ token: [] }];

/**
 * The browser's half of a sign-in in progress: set when it leaves for the provider, sent back
 * only to the callback (its path), across sites only on a top-level navigation (Lax).
 */
const BROWSER_COOKIE = 'alumni_oidc';
const COOKIE_PATH = '/api/v1/auth/oidc';
const COOKIE_SECONDS = 10 * 60;

/** Where the web page that finishes a provider sign-in is, with what it needs in the fragment. */
function pageAddress(fragment: { ticket: string } | { error: ProviderSignInFailure }): string {
  return `${PAGES.providerSignIn}#${new URLSearchParams(fragment).toString()}`;
}

function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, secret: string) {
  reply.setCookie(BROWSER_COOKIE, secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COOKIE_SECONDS,
  });
}

export const identityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { identities }, db, config, institution },
) => {
  const signupBody = createOidcSignupSchema({
    colleges: institution.colleges,
    programmes: allProgrammes(institution.programmeGroups),
    timeZone: institution.timeZone,
  });
  /** Provider sign-ins per client IP per minute, as sign-in and sign-up are counted. */
  const perIpLimit = (route: string) => requestsPerIpPerMinute(db, route, config.authRequestsPerMinutePerIp);

  app.get(
    pathOf(api.providers),
    {
      schema: {
        tags,
        summary: 'The outside OpenID providers members may sign in with (none unless configured)',
        response: { 200: envelope(z.array(oidcProviderSchema)) },
      },
    },
    async (_request, reply) => sendData(reply, identities.providers(), { key: 'identities.providers' }),
  );

  app.get(
    pathOf(api.start),
    {
      onRequest: perIpLimit('oidc-start'),
      schema: {
        tags,
        summary: 'Sends the browser to the provider to sign in (302); returnTo is a path of the portal',
        params: oidcProviderParamsSchema,
        querystring: oidcStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { location, browserSecret } = await identities.start(request.params.provider, {
        returnTo: request.query.returnTo ?? null,
        linkUserId: null,
      });
      setBrowserCookie(request, reply, browserSecret);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    pathOf(api.callback),
    {
      onRequest: perIpLimit('oidc-callback'),
      schema: {
        tags,
        summary: 'The redirect URI registered at the provider; sends the browser on to the portal page (302)',
        params: oidcProviderParamsSchema,
        querystring: oidcCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const outcome = await identities.callback(
        request.params.provider,
        { state: request.query.state, error: request.query.error, rawQuery },
        request.cookies[BROWSER_COOKIE] ?? null,
      );
      reply.clearCookie(BROWSER_COOKIE, { path: COOKIE_PATH });
      // The fragment never reaches a server log nor a Referer; the page reads it.
      return reply.header('referrer-policy', 'no-referrer').redirect(pageAddress(outcome), 302);
    },
  );

  app.post(
    pathOf(api.ticket),
    {
      onRequest: perIpLimit('oidc-ticket'),
      config: { changes: ['sessions'] },
      schema: {
        tags,
        summary: 'What a provider sign-in’s one-time ticket stands for; a sign-in answers the session',
        body: oidcTicketBodySchema,
        response: { 200: envelope(oidcTicketAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await identities.useTicket(request.body.ticket), { key: 'identities.ticket' }),
  );

  app.post(
    pathOf(api.signup),
    {
      onRequest: perIpLimit('signup'),
      config: { changes: ['people', 'sessions'] },
      schema: {
        tags,
        summary: 'Completes an account started with a provider (what the roll match needs); returns a session',
        body: signupBody,
        response: { 201: envelope(authResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await identities.signup({
        ...request.body,
        language: request.body.language ?? pageLanguage(request),
      });
      return sendData(reply, result, { key: 'auth.signed_up' }, 201);
    },
  );

  app.post(
    pathOf(api.link),
    {
      onRequest: perIpLimit('login'),
      config: { changes: ['sessions'] },
      schema: {
        tags,
        summary: 'Links a provider’s identity to the account with its address, given that account’s password',
        body: oidcLinkBodySchema,
        response: { 200: envelope(authResultSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await identities.linkWithPassword(request.body, request.ip), { key: 'identities.linked' }),
  );

  app.get(
    pathOf(api.mine),
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in member’s linked providers, the ones they can add, and whether they have a password',
        security,
        response: { 200: envelope(myIdentitiesSchema) },
      },
    },
    async (request, reply) => sendData(reply, await identities.mine(sessionOf(request).userId)),
  );

  app.post(
    pathOf(api.add),
    {
      onRequest: app.authenticate,
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Starts linking a provider to the signed-in account: answers the provider address to go to',
        security,
        params: oidcProviderParamsSchema,
        response: { 200: envelope(oidcLocationSchema) },
      },
    },
    async (request, reply) => {
      const { location, browserSecret } = await identities.startAdding(
        sessionOf(request).userId,
        request.params.provider,
      );
      setBrowserCookie(request, reply, browserSecret);
      return sendData(reply, { location });
    },
  );

  app.delete(
    pathOf(api.remove),
    {
      onRequest: app.authenticate,
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Removes a linked provider, unless it is the account’s last way to sign in',
        security,
        params: oidcProviderParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await identities.remove(sessionOf(request).userId, request.params.provider);
      return sendData(reply, null, { key: 'identities.removed' });
    },
  );
};
