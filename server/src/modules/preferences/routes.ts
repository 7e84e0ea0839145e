import {
  endpoints,
  envelope,
  LANGUAGE_COOKIE,
  PREFERENCE_COOKIE_SECONDS,
  type Preferences,
  pathOf,
  preferencesSchema,
  preferencesUpdateSchema,
  THEME_COOKIE,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { readToken } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { pageLanguage, pageTheme } from '../../http/language.js';
import type { RouteDeps } from '../index.js';

export const preferenceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { preferences } }) => {
  app.put(
    pathOf(endpoints.preferences.update),
    {
      config: { changes: ['people'] },
      schema: {
        tags: ['account'],
        summary:
          'Sets the language and colour scheme: in cookies for anyone, and on the account of a signed-in member (optional token)',
        body: preferencesUpdateSchema,
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request, reply) => {
      // Anyone may choose; a signed-in member's choice is kept on the account too. A stale token
      // makes the chooser a visitor, not a failure: the cookies still change.
      let userId: string | null = null;
      if (readToken(request)) {
        try {
          await app.authenticate(request);
          userId = request.session?.userId ?? null;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'UNAUTHORIZED')) throw error;
        }
      }
      const now: Preferences = {
        language: request.body.language ?? pageLanguage(request),
        theme: request.body.theme ?? pageTheme(request),
      };
      if (userId) await preferences.save(userId, request.body);
      const cookie = {
        path: '/',
        sameSite: 'lax' as const,
        secure: request.protocol === 'https',
        maxAge: PREFERENCE_COOKIE_SECONDS,
        httpOnly: false,
      };
      reply.setCookie(LANGUAGE_COOKIE, now.language, cookie);
      reply.setCookie(THEME_COOKIE, now.theme, cookie);
      return sendData(reply, now, { key: 'preferences.saved' });
    },
  );
};
