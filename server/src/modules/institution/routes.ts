import { mkdir } from 'node:fs/promises';
import {
  endpoints,
  envelope,
  type Institution,
  institutionSchema,
  LANGUAGES,
  type Language,
  pathOf,
} from '@alumni/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendData } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import { IMAGES_URL_PREFIX, PREPARED_IMAGE_NAME } from './images.js';

/**
 * The language of the configuration answered: `?lang=` when the web app names it (a language
 * switch asks before its cookie is kept), else the page's (the `lang` cookie, then Accept-Language).
 */
function configLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return LANGUAGES.find((language) => language === asked) ?? pageLanguage(request);
}

export const institutionRoutes: FastifyPluginAsyncZod<{
  institutions: Record<Language, Institution>;
  imagesDir: string;
}> = async (app, { institutions, imagesDir }) => {
  app.get(
    pathOf(endpoints.institution.config),
    {
      // In the language asked for, else the reader's, as the page it is written into.
      // From the configuration files: no write changes it.
      config: { cache: { tags: [], variant: configLanguage } },
      schema: {
        tags: ['config'],
        summary: 'The institution configuration the web app renders (names, links, banner, lists)',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: envelope(institutionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Accept-Language, Cookie');
      return sendData(reply, institutions[configLanguage(request)]);
    },
  );

  // The prepared pictures: their names hash their content, so they are cached for good.
  await mkdir(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: IMAGES_URL_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    allowedPath: (pathName) => PREPARED_IMAGE_NAME.test(pathName.replace(/^\//, '')),
    setHeaders(reply, filePath) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-type', filePath.endsWith('.avif') ? 'image/avif' : 'image/webp');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};
