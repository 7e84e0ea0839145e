import {
  allProgrammes,
  authResultSchema,
  createSignupSchema,
  endpoints,
  envelope,
  loginBodySchema,
  pathOf,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import { requestsPerIpPerMinute } from '../../http/request-limits.js';
import type { RouteDeps } from '../index.js';

const authApi = endpoints.auth;

/**
 * The device cookie (OWASP): sent only to the sign-in route, never readable by scripts; it signs
 * nobody in, it only lets a client that signed in to an account before get past a pause that
 * strangers' guesses put on that account.
 */
export const DEVICE_COOKIE = 'alumni_device';
const DEVICE_COOKIE_SECONDS = 365 * 86_400;

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { services: { auth }, db, config, institution },
) => {
  const signupBody = createSignupSchema({
    colleges: institution.colleges,
    programmes: allProgrammes(institution.programmeGroups),
    timeZone: institution.timeZone,
  });
  /** Sign-up and sign-in requests per client IP per minute, each route counted on its own. */
  const perIpLimit = (route: 'signup' | 'login') =>
    requestsPerIpPerMinute(db, route, config.authRequestsPerMinutePerIp);

  app.post(
    pathOf(authApi.signup),
    {
      config: { changes: ['people', 'sessions'] },
      onRequest: perIpLimit('signup'),
      schema: {
        tags: ['auth'],
        summary: 'Register an alumnus; returns a session token',
        body: signupBody,
        response: { 201: envelope(authResultSchema) },
      },
    },
    async (request, reply) => {
      // The web sends the language it shows; another client's Accept-Language stands for it.
      const result = await auth.signup({ ...request.body, language: request.body.language ?? pageLanguage(request) });
      return sendData(reply, result, { key: 'auth.signed_up' }, 201);
    },
  );

  app.post(
    pathOf(authApi.login),
    {
      onRequest: perIpLimit('login'),
      config: { changes: [] },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; keepLoggedIn chooses a long session',
        body: loginBodySchema,
        response: { 200: envelope(authResultSchema) },
      },
    },
    async (request, reply) => {
      const { result, newDeviceToken } = await auth.login(
        request.body,
        request.ip,
        request.cookies[DEVICE_COOKIE] ?? null,
      );
      if (newDeviceToken) {
        reply.setCookie(DEVICE_COOKIE, newDeviceToken, {
          path: pathOf(authApi.login),
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: DEVICE_COOKIE_SECONDS,
        });
      }
      return sendData(reply, result, {
        key: result.erasureCancelled ? 'account.deletion_cancelled' : 'auth.signed_in',
      });
    },
  );

  app.post(
    pathOf(authApi.logout),
    {
      config: { changes: ['sessions'] },
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the current session on the server',
        security: [{ token: [] }],
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await auth.logout(sessionOf(request));
      return sendData(reply, null, { key: 'auth.signed_out' });
    },
  );
};
