import {
  clientIdParamsSchema,
  connectedAppSchema,
  endpoints,
  envelope,
  idParamsSchema,
  openIdAppCredentialsSchema,
  openIdAppInputSchema,
  openIdAppSchema,
  openIdConsentSchema,
  openIdContinueSchema,
  openIdDecisionSchema,
  openIdInteractionParamsSchema,
  PAGES,
  pageHref,
  pathOf,
} from '@alumni/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import type { RouteDeps } from '../index.js';
import { asSeenAtIssuer, DISCOVERY_PATH, PROVIDER_PREFIX } from './provider.js';

const api = endpoints.openidProvider;
const security = [{ token: [] }];
const INTERACTION_COOKIE = 'oidc_interaction';
const INTERACTION_SECONDS = 10 * 60;

/** The API paths of one interaction: the consent page's calls, the only ones its binding cookie goes to. */
const interactionApiPath = (uid: string) => pathOf(api.consent).replace(':uid', encodeURIComponent(uid));

/**
 * The consent page's calls count only from the browser the sign-in request started in: the
 * provider's own interaction cookie proved it (GET /oidc/interaction/:uid), which left this
 * cookie for the API. A link to someone else's consent page, signed in or not, gets nothing.
 */
function requireSameBrowser(request: FastifyRequest, uid: string) {
  if (request.cookies[INTERACTION_COOKIE] !== uid) {
    throw new AppError('NOT_FOUND', { key: 'openid.interaction_not_found' });
  }
}

/**
 * The portal as OpenID provider (decision 0051): the provider's protocol under /oidc and its
 * discovery at the root, the step between the provider and the consent page, and the API of the
 * consent page, the account page's allowed applications and the admins' applications.
 */
export const openIdProviderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { openidProvider } }) => {
  // Built now, so a start with a broken key store fails here rather than at the first sign-in.
  await openidProvider.provider();

  // The provider reads its own bodies (forms and JSON), so here nothing is parsed for it.
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const pass = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      asSeenAtIssuer(request.raw.headers, openidProvider.issuer);
      await openidProvider.handleProtocol(request.raw, reply.raw);
    };
    protocol.get(DISCOVERY_PATH, { schema: { summary: 'OpenID Connect discovery (the provider’s own answer)' } }, pass);
    // The library's protocol endpoints (authorization, token, JWKS, userinfo, revocation) under one
    // prefix: OpenID Connect, not the API's envelope; the discovery document lists them.
    protocol.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${PROVIDER_PREFIX}/*`,
      schema: { hide: true },
      handler: pass,
    });
  });

  // The provider sends the browser here with its interaction cookie; once it checks, the browser
  // gets the binding cookie for the consent page's API and goes on to the page (in the web app).
  app.get(
    `${PROVIDER_PREFIX}/interaction/:uid`,
    {
      schema: {
        summary: 'From the provider to the consent page, in the browser that started the sign-in request',
        params: openIdInteractionParamsSchema,
      },
    },
    async (request, reply) => {
      asSeenAtIssuer(request.raw.headers, openidProvider.issuer);
      const provider = await openidProvider.provider();
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.uid !== request.params.uid) {
        return reply
          .code(400)
          .type('text/plain; charset=utf-8')
          .send(
            'This sign-in request has expired or was started in another browser. Go back to the application and sign in again.\n',
          );
      }
      reply.setCookie(INTERACTION_COOKIE, details.uid, {
        path: interactionApiPath(details.uid),
        httpOnly: true,
        sameSite: 'lax',
        secure: openidProvider.issuer.startsWith('https:'),
        maxAge: INTERACTION_SECONDS,
      });
      return reply.redirect(pageHref(PAGES.openidConsent, { uid: details.uid }), 303);
    },
  );

  app.get(
    pathOf(api.consent),
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['openid-provider'],
        summary: 'What an application asks of the signed-in member (the consent page), from the browser that asked',
        security,
        params: openIdInteractionParamsSchema,
        response: { 200: envelope(openIdConsentSchema) },
      },
    },
    async (request, reply) => {
      requireSameBrowser(request, request.params.uid);
      return sendData(reply, await openidProvider.consent(sessionOf(request).userId, request.params.uid));
    },
  );

  app.post(
    pathOf(api.decide),
    {
      onRequest: [app.authenticate],
      config: { changes: [] },
      schema: {
        tags: ['openid-provider'],
        summary: 'The member allows or refuses; answers where the browser goes next (back to the application)',
        security,
        params: openIdInteractionParamsSchema,
        body: openIdDecisionSchema,
        response: { 200: envelope(openIdContinueSchema) },
      },
    },
    async (request, reply) => {
      requireSameBrowser(request, request.params.uid);
      const { userId } = sessionOf(request);
      return sendData(reply, await openidProvider.decide(userId, request.params.uid, request.body.allow));
    },
  );

  app.get(
    pathOf(api.connectedApps),
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['account'],
        summary: 'The applications the member allowed to sign them in with the portal',
        security,
        response: { 200: envelope(z.array(connectedAppSchema)) },
      },
    },
    async (request, reply) => sendData(reply, await openidProvider.connectedApps(sessionOf(request).userId)),
  );

  app.delete(
    pathOf(api.revoke),
    {
      onRequest: [app.authenticate],
      config: { changes: [] },
      schema: {
        tags: ['account'],
        summary: 'Take an application’s permission back: its tokens stop working',
        security,
        params: clientIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await openidProvider.revoke(sessionOf(request).userId, request.params.clientId);
      return sendData(reply, null, { key: 'openid.app_revoked' });
    },
  );

  const admin = [app.authenticate, app.requireAdmin];
  const adminTags = ['admin'];

  app.get(
    pathOf(api.apps),
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        summary: 'The applications that sign in with the portal',
        security,
        response: { 200: envelope(z.array(openIdAppSchema)) },
      },
    },
    async (_request, reply) => sendData(reply, await openidProvider.listApps(), { key: 'openid.apps_listed' }),
  );

  app.post(
    pathOf(api.createApp),
    {
      onRequest: admin,
      config: { changes: [] },
      schema: {
        tags: adminTags,
        summary: 'Register an application: answers its client id and secret, the secret this once only (audited)',
        security,
        body: openIdAppInputSchema,
        response: { 201: envelope(openIdAppCredentialsSchema) },
      },
    },
    async (request, reply) =>
      sendData(
        reply,
        await openidProvider.createApp(sessionOf(request).userId, request.body),
        { key: 'openid.app_created' },
        201,
      ),
  );

  app.post(
    pathOf(api.rotateSecret),
    {
      onRequest: admin,
      config: { changes: [] },
      schema: {
        tags: adminTags,
        summary: 'A new secret for an application; the old one stops working (audited)',
        security,
        params: idParamsSchema,
        response: { 200: envelope(openIdAppCredentialsSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await openidProvider.rotateSecret(sessionOf(request).userId, request.params.id), {
        key: 'openid.secret_rotated',
      }),
  );

  app.post(
    pathOf(api.disableApp),
    {
      onRequest: admin,
      config: { changes: [] },
      schema: {
        tags: adminTags,
        summary: 'Disable an application: nobody signs in to it, its tokens stop working (audited)',
        security,
        params: idParamsSchema,
        response: { 200: envelope(openIdAppSchema) },
      },
    },
    async (request, reply) =>
      sendData(reply, await openidProvider.disableApp(sessionOf(request).userId, request.params.id), {
        key: 'openid.app_disabled',
      }),
  );
};
