import { mkdir } from 'node:fs/promises';
import { envelope, type Institution, institutionSchema, type Language } from '@alumni/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendData } from '../../http/envelope.js';
import { pageLanguage } from '../../http/language.js';
import { IMAGES_URL_PREFIX, PREPARED_IMAGE_NAME } from './images.js';

export const institutionRoutes: FastifyPluginAsyncZod<{
  institutions: Record<Language, Institution>;
  imagesDir: string;
}> = async (app, { institutions, imagesDir }) => {
  app.get(
    '/api/v1/config',
    {
      // In the reader's language, as the page it is written into: the `lang` cookie, then Accept-Language.
      // From the configuration files: no write changes it.
      config: { cache: { tags: [], variant: (request) => pageLanguage(request) } },
      schema: {
        tags: ['config'],
        summary: 'The institution configuration the web app renders (names, links, banner, lists)',
        response: { 200: envelope(institutionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'Accept-Language, Cookie');
      return sendData(reply, institutions[pageLanguage(request)]);
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
